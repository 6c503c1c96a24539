import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandWire,
  CategoryWire,
  PackageWire,
  ProductAttributeWire,
  ProductImageWire,
  ProductListItemWire,
  ProductWire,
  SubCategoryChoiceWire,
  SubCategoryWire,
  SupplierPackageWire,
  SystemProductWire,
} from '../../src/resources/shared/domain/catalogue/catalogueWire';
import { PACKAGE_TYPES } from '../../src/resources/shared/domain/catalogue/catalogueWire';
import { parseConfig } from '../../src/config/parse';
import { createHandlers, openStore, type LoadedDemo } from '../../src/demo/backend';
import { FaultRegistry } from '../../src/demo/faults';
import { memoryPersistence, type DemoStore } from '../../src/demo/store';
import { catalogueData, type CatalogueData } from '../../src/resources/products/demo/catalogueData';
import { ean13CheckDigit } from '../../src/resources/products/demoSeed';
import { preparedDemos, TEST_ORIGIN } from '../support/demoBackend';

/** The demo catalogue's handlers, driven with plain fetch (msw/node). */
const PRODUCT = `${TEST_ORIGIN}/product/api/v1/`;
const PACKAGE = `${TEST_ORIGIN}/kkcenter/package/api/v1/`;
const INVENTORY = `${TEST_ORIGIN}/supplier-inventory/api/v1/`;

interface Page<T> {
  Page: number;
  PageSize: number;
  Total: number;
  Data: T[];
}
interface Answer<T> {
  status: number;
  ResponseCode: number;
  Message: string;
  Data: T;
}

let store: DemoStore;
let catalogue: CatalogueData;
let demos: LoadedDemo[];
let server: ReturnType<typeof setupServer>;
let token = '';

beforeAll(async () => {
  ({ demos } = await preparedDemos());
  store = await openStore(memoryPersistence(), demos);
  catalogue = catalogueData(store);
  const config = parseConfig({ demo: true, apiKey: 'test-key', apiKeyHeader: 'x-api-key' });
  server = setupServer(...createHandlers(config, store, new FaultRegistry(), TEST_ORIGIN, demos));
  server.listen({ onUnhandledRequest: 'error' });
  const signIn = await call<{ token: string }>('POST', `${TEST_ORIGIN}/auth/Login`, {
    body: { username: 'admin', password: 'demo1234' },
  });
  token = signIn.Data.token;
});
afterAll(() => server.close());

async function call<T>(
  method: string,
  url: string,
  options: { query?: Record<string, string | number>; body?: unknown; form?: FormData; token?: string } = {},
): Promise<Answer<T>> {
  const target = new URL(url);
  for (const [name, value] of Object.entries(options.query ?? {}))
    target.searchParams.set(name, String(value));
  const headers: Record<string, string> = {};
  const bearer = options.token ?? token;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(target, { method, headers, body });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

const products = (query: Record<string, string | number> = {}) =>
  call<Page<ProductListItemWire>>('GET', `${PRODUCT}Product/GetAllProducts`, { query });

const imageForm = (bytes: Uint8Array, type: string, name = 'picture.png') => {
  const form = new FormData();
  form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
};

describe('seed', () => {
  it('holds about 3,000 consistent products and stays well under 4 MB', async () => {
    const fresh = await openStore(memoryPersistence(), demos);
    const data = catalogueData(fresh);
    const size = JSON.stringify(fresh.data).length;
    console.log(`demo seed: ${data.products.length} products, ${size} characters of JSON`);
    expect(size).toBeLessThan(4_000_000);
    expect(data.products.length).toBeGreaterThan(2800);
    expect(data.brands.length).toBeGreaterThanOrEqual(120);
    const subs = new Map(data.subCategories.map((sub) => [sub.ProductSubCategoryId, sub]));
    const brands = new Set(data.brands.map((brand) => brand.BrandId));
    const barcodes = new Set<string>();
    for (const product of data.products) {
      expect(subs.get(product.ProductSubCategoryId)?.ProductCategoryId).toBe(product.ProductCategoryId);
      expect(brands.has(product.BrandId)).toBe(true);
      expect(product.ProductDetailId).not.toBe(product.ProductId);
      expect(product.Barcode).toMatch(/^885\d{10}$/);
      expect(Number(product.Barcode[12])).toBe(ean13CheckDigit(product.Barcode.slice(0, 12)));
      barcodes.add(product.Barcode);
    }
    expect(barcodes.size).toBe(data.products.length);
    expect(data.productAttributes).toHaveLength(data.products.length);
    expect(data.productImages.every((image) => image.IsCover)).toBe(true);
    expect(data.stockItems.every((item) => item.Quantity >= 0 && item.Quantity <= 500)).toBe(true);
    for (const category of data.categories) {
      const count = data.subCategories.filter(
        (sub) => sub.ProductCategoryId === category.ProductCategoryId,
      ).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(6);
    }
  });
});

describe('auth', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const none = await fetch(`${PRODUCT}Product/GetAllProducts`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ ResponseCode: 401, Data: null });
    const unknown = await call('GET', `${PACKAGE}KKPackage/Packages`, { token: 'demo-nobody' });
    expect(unknown.status).toBe(401);
  });
});

describe('products', () => {
  it('pages, filters and sorts GetAllProducts, joining names, attribute and first image', async () => {
    const first = await products();
    expect(first.Data).toMatchObject({ Page: 1, PageSize: 50, Total: catalogue.products.length });
    expect(first.Data.Data).toHaveLength(50);
    const second = await products({ page: 2, pageSize: 20 });
    expect(second.Data).toMatchObject({ Page: 2, PageSize: 20 });
    expect(second.Data.Data.map((row) => row.ProductId)).toEqual(
      catalogue.products.slice(20, 40).map((product) => product.ProductId),
    );

    const row = first.Data.Data[0];
    const brand = catalogue.brands.find((item) => item.BrandId === row.BrandId)!;
    expect(row).toMatchObject({
      BrandName: brand.Brandname,
      ProductCategoryName: expect.stringMatching(/\S/),
      ProductSubCategoryName: expect.stringMatching(/\S/),
      ProductImageId: expect.any(Number),
      ImgUrl: `/demo-files/seed/product/${row.ProductId}.svg`,
      UnitId: expect.any(Number),
    });
    expect(row.MeasurementValue).toBeGreaterThan(0);

    const mama = await products({ ProductName: 'มาม่า', pageSize: 500 });
    expect(mama.Data.Total).toBeGreaterThan(10);
    expect(mama.Data.Data.every((item) => item.ProductName.includes('มาม่า'))).toBe(true);

    const coke = await products({ ProductCategoryId: 3, BrandId: 25, pageSize: 500 });
    expect(coke.Data.Total).toBeGreaterThan(0);
    expect(coke.Data.Data.every((item) => item.ProductCategoryId === 3 && item.BrandName === 'โค้ก')).toBe(
      true,
    );
    const water = await products({ ProductSubCategoryId: 12, pageSize: 500 });
    expect(water.Data.Data.every((item) => item.ProductSubCategoryName === 'น้ำดื่ม')).toBe(true);

    const newest = await products({ Sort: 'ProductId', Order: 'DESC', pageSize: 3 });
    const ids = catalogue.products.map((product) => product.ProductId);
    expect(newest.Data.Data.map((item) => item.ProductId)).toEqual(
      [...ids].sort((a, b) => b - a).slice(0, 3),
    );
    const byBrand = await products({ Sort: 'BrandName', pageSize: 200 });
    const names = byBrand.Data.Data.map((item) => item.BrandName);
    expect(names).toEqual([...names].sort(new Intl.Collator('th', { numeric: true }).compare));

    const badSort = await products({ Sort: 'Nope' });
    expect(badSort.status).toBe(400);
    expect(badSort.Message).toContain('Sort');
    expect((await products({ Order: 'UP' })).status).toBe(400);
  });

  it('creates product → attribute → image, shows it joined, edits it, and deletes it whole', async () => {
    const name = 'สินค้าทดสอบ demo catalogue 123';
    const created = await call<{ ProductId: number; ProductDetailId: number }>(
      'POST',
      `${PRODUCT}Product/SystemProduct`,
      {
        body: {
          ProductCategoryId: 1,
          ProductSubCategoryId: 1,
          ProductName: name,
          ProductDescription: 'รายละเอียด',
          ProductSummary: 'สรุป',
          Barcode: '8850000000017',
          BrandId: 1,
          ProductOwner: 'BO',
        },
      },
    );
    expect(created.status).toBe(200);
    const { ProductId, ProductDetailId } = created.Data;
    expect(ProductDetailId).not.toBe(ProductId);

    // a product without attribute or image still lists, with zeros and ''
    const bare = await products({ ProductName: name });
    expect(bare.Data.Data).toEqual([
      expect.objectContaining({ ProductId, UnitId: 0, SizeWidth: 0, ProductImageId: null, ImgUrl: '' }),
    ]);

    const attribute = await call<ProductAttributeWire>(
      'POST',
      `${PRODUCT}ProductAttribute/systemproductattribute`,
      {
        body: {
          ProductDetailId,
          UnitId: 2,
          MeasurementValue: 60,
          SizeWidth: 10,
          SizeLong: 5,
          SizeHeight: 20,
          IsUseStockOption: true,
        },
      },
    );
    expect(attribute.Data).toMatchObject({ ProductDetailId, UnitId: 2, SizeHeight: 20 });
    const again = await call('POST', `${PRODUCT}ProductAttribute/systemproductattribute`, {
      body: { ProductDetailId, UnitId: 2 },
    });
    expect(again.status).toBe(409);

    const image = await call<ProductImageWire>('POST', `${PRODUCT}ProductImage/systemproductimage`, {
      body: { ProductDetailId, ImgUrl: '/demo-files/seed/product/1.svg', IsCover: true },
    });
    expect(image.Data).toMatchObject({ ProductDetailId, IsCover: true });

    const joined = await products({ ProductName: name });
    expect(joined.Data.Data[0]).toMatchObject({
      ProductId,
      ProductDetailId,
      ProductCategoryName: 'อาหารแห้ง',
      ProductSubCategoryName: 'บะหมี่กึ่งสำเร็จรูป',
      BrandName: 'มาม่า',
      UnitId: 2,
      MeasurementValue: 60,
      SizeWidth: 10,
      SizeLong: 5,
      SizeHeight: 20,
      ProductImageId: image.Data.ProductImageId,
      ImgUrl: '/demo-files/seed/product/1.svg',
    });

    const one = await call<ProductWire>('GET', `${PRODUCT}Product/Product`, {
      query: { productId: ProductId },
    });
    expect(one.Data).toEqual({
      ProductId,
      ProductDetailId,
      ProductName: name,
      ProductCategoryId: 1,
      ProductSubCategoryId: 1,
      BrandId: 1,
      ProductDescription: 'รายละเอียด',
      ProductSummary: 'สรุป',
      Barcode: '8850000000017',
    });

    const edited = await call('PUT', `${PRODUCT}Product/SystemProduct`, {
      body: { ...one.Data, ProductName: `${name} แก้ไข`, ProductSubCategoryId: 2 },
    });
    expect(edited.Data).toEqual({ ProductId, ProductDetailId });
    const moved = await call('PUT', `${PRODUCT}ProductAttribute/systemproductattribute`, {
      body: { ProductAttributeId: attribute.Data.ProductAttributeId, UnitId: 3, SizeWidth: 11 },
    });
    expect(moved.Data).toMatchObject({ UnitId: 3, SizeWidth: 11, SizeHeight: 0 });
    const second = await call<ProductImageWire>('POST', `${PRODUCT}ProductImage/systemproductimage`, {
      body: { ProductDetailId, ImgUrl: '/other.png', IsCover: true },
    });
    const images = await call<ProductImageWire[]>('GET', `${PRODUCT}ProductImage/productimages`, {
      query: { productDetailId: ProductDetailId },
    });
    expect(images.Data.map((item) => [item.ProductImageId, item.IsCover])).toEqual([
      [second.Data.ProductImageId, true],
      [image.Data.ProductImageId, false],
    ]);

    const deleted = await call('DELETE', `${PRODUCT}Product/SystemProduct`, {
      query: { productId: ProductId },
    });
    expect(deleted).toMatchObject({ status: 200, Data: null });
    expect((await products({ ProductName: name })).Data.Total).toBe(0);
    expect((await call('GET', `${PRODUCT}Product/Product`, { query: { productId: ProductId } })).status).toBe(
      404,
    );
    expect(catalogue.productImages.some((item) => item.ProductDetailId === ProductDetailId)).toBe(false);
    // the app deletes the attribute and images after the product: nothing left still answers 200
    const attributeGone = await call('DELETE', `${PRODUCT}ProductAttribute/systemproductattribute`, {
      query: { productDetailId: ProductDetailId },
    });
    expect(attributeGone).toMatchObject({ status: 200, Data: null });
    const attributeRead = await call('GET', `${PRODUCT}ProductAttribute/productattribute`, {
      query: { productDetailId: ProductDetailId },
    });
    expect(attributeRead.status).toBe(404);
  });

  it('refuses bad input with the field named, and unknown ids with 404', async () => {
    const base = { ProductCategoryId: 1, ProductSubCategoryId: 1, ProductName: 'x', BrandId: 1 };
    const post = (body: unknown) => call('POST', `${PRODUCT}Product/SystemProduct`, { body });
    expect(await post({ ...base, ProductName: ' ' })).toMatchObject({
      status: 400,
      Message: 'ProductName is required',
    });
    const wrongSub = await post({ ...base, ProductSubCategoryId: 12 });
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.Message).toContain('ProductSubCategoryId');
    expect((await post({ ...base, BrandId: 9999 })).Message).toContain('BrandId');
    const noDetail = await call('POST', `${PRODUCT}ProductAttribute/systemproductattribute`, {
      body: { ProductDetailId: 1, UnitId: 1 },
    });
    expect(noDetail).toMatchObject({ status: 404, Message: 'Product detail 1 not found' });
    const badUnit = await call('POST', `${PRODUCT}ProductAttribute/systemproductattribute`, {
      body: { ProductDetailId: 10001, UnitId: 99 },
    });
    expect(badUnit).toMatchObject({ status: 400, Message: 'UnitId 99 does not exist' });
    const missing = await call('GET', `${PRODUCT}Product/Product`);
    expect(missing).toMatchObject({ status: 400, Message: expect.stringContaining('productId') });
  });

  it('answers GetSystemProductDetail pages with details, attributes, images and stock', async () => {
    const answer = await call<Page<SystemProductWire>>('GET', `${PRODUCT}Product/GetSystemProductDetail`, {
      query: { Page: 2, PageSize: 5 },
    });
    expect(answer.Data).toMatchObject({ Page: 2, PageSize: 5, Total: catalogue.products.length });
    const item = answer.Data.Data[0];
    expect(item.ProductDetails).toMatchObject({
      ProductId: catalogue.products[5].ProductId,
      ProductCategoryName: expect.stringMatching(/\S/),
      ProductSubCategoryName: expect.stringMatching(/\S/),
      BarCode: expect.stringMatching(/^885\d{10}$/),
    });
    expect(item.ProductAttributes).toMatchObject({ IsUseStockOption: true, UnitId: expect.any(Number) });
    expect(item.ProductImages).toEqual([
      { ImgUrl: expect.stringMatching(/^\/demo-files\/seed\/product\//), IsCover: true },
    ]);
    expect(item.StockItems).toHaveLength(1);
    const [stock] = item.StockItems;
    expect(stock.Quantity).toBeGreaterThanOrEqual(0);
    expect(stock.Quantity).toBeLessThanOrEqual(500);
    expect(Math.round(stock.UnitPrice * 100)).toBeCloseTo(stock.UnitPrice * 100, 6);

    const filtered = await call<Page<SystemProductWire>>('GET', `${PRODUCT}Product/GetSystemProductDetail`, {
      query: { Page: 1, PageSize: 100, Producttitle: 'น้ำดื่ม', CategoryId: 3, SubCategoryId: 12 },
    });
    expect(filtered.Data.Total).toBeGreaterThan(0);
    expect(
      filtered.Data.Data.every(
        (row) =>
          row.ProductDetails.ProductName.includes('น้ำดื่ม') && row.ProductDetails.ProductSubCategoryId === 12,
      ),
    ).toBe(true);
  });
});

describe('categories and sub-categories', () => {
  it('toggles a category with PATCH and keeps codes unique', async () => {
    const before = await call<CategoryWire>('GET', `${PRODUCT}ProductCategory/ProductCategory`, {
      query: { productCategoryId: 2 },
    });
    expect(before.Data).toMatchObject({ ProductCategoryId: 2, Tiltle: 'เครื่องปรุงรส', IsActive: true });
    const off = await call<CategoryWire>('PATCH', `${PRODUCT}ProductCategory/ProductCategory`, {
      query: { productCategoryId: 2 },
    });
    expect(off.Data.IsActive).toBe(false);
    const on = await call<CategoryWire>('PATCH', `${PRODUCT}ProductCategory/ProductCategory`, {
      query: { productCategoryId: 2 },
    });
    expect(on.Data.IsActive).toBe(true);
    expect(
      (await call('PATCH', `${PRODUCT}ProductCategory/ProductCategory`, { query: { productCategoryId: 99 } }))
        .status,
    ).toBe(404);

    const post = (body: unknown) =>
      call<CategoryWire>('POST', `${PRODUCT}ProductCategory/ProductCategory`, { body });
    expect(await post({ Tiltle: '', CategoryCode: 'X' })).toMatchObject({
      status: 400,
      Message: 'Tiltle is required',
    });
    expect((await post({ Tiltle: 'ซ้ำ', CategoryCode: 'drink' })).status).toBe(409);
    const created = await post({
      Tiltle: 'ผลไม้สด',
      CategoryCode: '',
      IsActive: true,
      ImageBanner: '',
      ImageIcon: '',
    });
    expect(created.Data).toMatchObject({ ProductCategoryId: 13, CategoryCode: null, IsActive: true });
    const all = await call<CategoryWire[]>('GET', `${PRODUCT}ProductCategory/ProductCategoryAll`);
    expect(all.Data.map((item) => item.ProductCategoryId)).toContain(13);
    expect(all.Data.find((item) => item.ProductCategoryId === 12)?.IsActive).toBe(false);
  });

  it('lists sub-categories, the active choices of a category, and one as an array', async () => {
    const all = await call<SubCategoryWire[]>('GET', `${PRODUCT}ProductSubCategory/ProductSubCategoryAll`, {
      query: { productCategoryId: 3 },
    });
    expect(all.Data.length).toBeGreaterThanOrEqual(3);
    expect(all.Data[0]).toMatchObject({ ProductCategoryId: 3, ProductCategoryName: 'เครื่องดื่ม' });
    const created = await call<SubCategoryWire>(
      'POST',
      `${PRODUCT}ProductSubCategory/NewProductSubCategory`,
      {
        body: {
          ProductCategoryId: 3,
          Tiltle: 'น้ำมะพร้าว',
          SubCategoryCode: 'DRINK-COCO',
          IsActive: false,
          ImgUrl: '',
        },
      },
    );
    expect(created.Data).toMatchObject({ Tiltle: 'น้ำมะพร้าว', IsActive: false });
    const choices = await call<SubCategoryChoiceWire[]>(
      'GET',
      `${PRODUCT}ProductSubCategory/NewProductSubCategorys`,
      {
        query: { productCategoryId: 3 },
      },
    );
    expect(choices.Data.map((item) => item.Tiltle)).not.toContain('น้ำมะพร้าว');
    expect(choices.Data[0]).toEqual({
      ProductSubCategoryId: 12,
      Tiltle: 'น้ำดื่ม',
      ImgUrl: '/demo-files/seed/subcategory/12.svg',
    });
    await call('PATCH', `${PRODUCT}ProductSubCategory/NewProductSubCategory`, {
      query: { productSubCategoryId: created.Data.ProductSubCategoryId },
    });
    const one = await call<SubCategoryChoiceWire[]>('GET', `${PRODUCT}ProductCategory/ProductSubCategory`, {
      query: { productSubCategoryId: created.Data.ProductSubCategoryId },
    });
    expect(one.Data).toEqual([expect.objectContaining({ Tiltle: 'น้ำมะพร้าว' })]);
    const wrongCategory = await call('POST', `${PRODUCT}ProductSubCategory/NewProductSubCategory`, {
      body: { ProductCategoryId: 77, Tiltle: 'x' },
    });
    expect(wrongCategory).toMatchObject({ status: 400, Message: 'ProductCategoryId 77 does not exist' });
  });
});

describe('brands and uploads', () => {
  it('lists brands sorted by BrandTitle, and refuses to delete a brand products use', async () => {
    const page = await call<Page<BrandWire>>('GET', `${PRODUCT}Brand/GetAllBrands`, {
      query: { BrandName: 'มา', Sort: 'BrandTitle', Order: 'DESC', page: 1, pageSize: 5 },
    });
    expect(page.Data.Data.length).toBeLessThanOrEqual(5);
    expect(page.Data.Data.every((brand) => brand.Brandname.includes('มา'))).toBe(true);
    expect(page.Data.Data[0].BrandImgUrl).toMatch(/^\/demo-files\/seed\/brand\/\d+\.svg$/);

    const used = catalogue.products.filter((product) => product.BrandId === 1).length;
    const refused = await call('DELETE', `${PRODUCT}Brand/SystemBrand`, { query: { brandId: 1 } });
    expect(refused).toMatchObject({ status: 409, Message: `Brand is used by ${used} products` });

    const created = await call<BrandWire>('POST', `${PRODUCT}Brand/SystemBrand`, {
      body: { BrandTitle: 'แบรนด์ใหม่ทดสอบ', BrandImgUrl: '', IsActive: true },
    });
    expect(created.Data).toMatchObject({ Brandname: 'แบรนด์ใหม่ทดสอบ', IsActive: true });
    const duplicate = await call('POST', `${PRODUCT}Brand/SystemBrand`, { body: { BrandTitle: 'มาม่า' } });
    expect(duplicate.status).toBe(409);
    const renamed = await call<BrandWire>('PUT', `${PRODUCT}Brand/SystemBrand`, {
      body: { BrandId: created.Data.BrandId, BrandTitle: 'แบรนด์ใหม่', BrandImgUrl: '/x.png' },
    });
    expect(renamed.Data).toMatchObject({ Brandname: 'แบรนด์ใหม่', BrandImgUrl: '/x.png' });
    const removed = await call('DELETE', `${PRODUCT}Brand/SystemBrand`, {
      query: { brandId: created.Data.BrandId },
    });
    expect(removed).toMatchObject({ status: 200, Data: null });
    const gone = await call('DELETE', `${PRODUCT}Brand/SystemBrand`, {
      query: { brandId: created.Data.BrandId },
    });
    expect(gone.status).toBe(404);
  });

  it('keeps an uploaded image and serves its bytes back; refuses other files and big ones', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 250]);
    const uploaded = await call<{ imageUrl: string }>('POST', `${PRODUCT}Upload`, {
      form: imageForm(bytes, 'image/png'),
    });
    expect(uploaded.Data.imageUrl).toMatch(/^\/demo-files\/upload\/\d+$/);
    const served = await fetch(`${TEST_ORIGIN}${uploaded.Data.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const text = await call('POST', `${PRODUCT}Upload`, { form: imageForm(bytes, 'text/plain', 'a.txt') });
    expect(text).toMatchObject({ status: 400, Message: 'Only image files can be uploaded' });
    const big = await call('POST', `${PRODUCT}Upload`, {
      form: imageForm(new Uint8Array(5 * 1024 * 1024 + 1), 'image/jpeg'),
    });
    expect(big).toMatchObject({ status: 413, Message: 'Image is larger than 5 MB' });

    const packageUpload = await call<{ ImageUrl: string }>('POST', `${PACKAGE}KKPackage/Upload`, {
      form: imageForm(bytes, 'image/webp'),
    });
    expect(packageUpload.Data.ImageUrl).toMatch(/^\/demo-files\/upload\/\d+$/);
    expect(packageUpload.Data.ImageUrl).not.toBe(uploaded.Data.imageUrl);
  });

  it('draws seeded pictures as SVG with the name initials', async () => {
    const svg = await fetch(`${TEST_ORIGIN}/demo-files/seed/brand/1.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const text = await svg.text();
    expect(text).toMatch(/^<svg /);
    expect(text).toContain('>มา<');
    expect(await (await fetch(`${TEST_ORIGIN}/demo-files/seed/category-banner/3.svg`)).text()).toContain(
      'เครื่องดื่ม',
    );
    expect((await fetch(`${TEST_ORIGIN}/demo-files/seed/unknown/1.svg`)).status).toBe(404);
    expect((await fetch(`${TEST_ORIGIN}/demo-files/upload/9999`)).status).toBe(404);
  });
});

describe('packages', () => {
  it('lists packages newest first, filtered by name and type; reads and adds one', async () => {
    const all = await call<Page<PackageWire>>('GET', `${PACKAGE}KKPackage/Packages`);
    expect(all.Data.Total).toBeGreaterThanOrEqual(25);
    const dates = all.Data.Data.map((item) => item.CreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      all.Data.Data.every((item) => (PACKAGE_TYPES as readonly string[]).includes(item.PackageType)),
    ).toBe(true);

    const subscriptions = await call<Page<PackageWire>>('GET', `${PACKAGE}KKPackage/Packages`, {
      query: { PackageType: 'SUBSCRIPTION', PackageName: 'รายเดือน', page: 1, pageSize: 2 },
    });
    expect(subscriptions.Data).toMatchObject({ Page: 1, PageSize: 2, Total: 3 });
    expect(
      subscriptions.Data.Data.every(
        (item) => item.PackageType === 'SUBSCRIPTION' && item.PackageName.includes('รายเดือน'),
      ),
    ).toBe(true);

    const post = (body: Record<string, unknown>) =>
      call<PackageWire>('POST', `${PACKAGE}KKPackage/Package`, { body });
    const valid = {
      PackageName: 'แพ็กเกจทดสอบ',
      PackageType: 'ADVERTISE',
      PackageDescription: 'ทดสอบ',
      Price: 990,
      DurationDays: 30,
      ImageUrl: '/p.png',
      IsActive: true,
    };
    expect((await post({ ...valid, PackageName: '' })).Message).toBe('PackageName is required');
    expect((await post({ ...valid, Price: -1 })).status).toBe(400);
    expect((await post({ ...valid, DurationDays: 0 })).Message).toContain('DurationDays');
    const created = await post(valid);
    expect(created.Data).toMatchObject({ ...valid, PackageId: all.Data.Total + 1 });
    const newest = await call<Page<PackageWire>>('GET', `${PACKAGE}KKPackage/Packages`, {
      query: { pageSize: 1 },
    });
    expect(newest.Data.Data[0].PackageId).toBe(created.Data.PackageId);
  });

  it('lists supplier packages, filtered by PackageId', async () => {
    const all = await call<Page<SupplierPackageWire>>('GET', `${INVENTORY}SupplierPackage/SupplierPackages`, {
      query: { pageSize: 500 },
    });
    expect(all.Data.Total).toBe(200);
    expect(all.Data.Data.every((row) => ['ACTIVE', 'EXPIRED', 'CANCELLED'].includes(row.Status))).toBe(true);
    expect(all.Data.Data.every((row) => /^202[56]-\d\d-\d\d$/.test(row.StartDate))).toBe(true);
    const packageId = all.Data.Data[0].PackageId;
    const some = await call<Page<SupplierPackageWire>>(
      'GET',
      `${INVENTORY}SupplierPackage/SupplierPackages`,
      {
        query: { PackageId: packageId, page: 1, pageSize: 25 },
      },
    );
    expect(some.Data.Total).toBe(all.Data.Data.filter((row) => row.PackageId === packageId).length);
    expect(some.Data.Data.every((row) => row.PackageId === packageId && row.SupplierName.length > 0)).toBe(
      true,
    );
  });
});
