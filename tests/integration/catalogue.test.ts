import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TITLE_MISSING,
  SUBCATEGORY_TITLE_MISSING,
} from '../../src/resources/system-products/titleLookups';
import {
  PACKAGE_UPLOAD,
  PRODUCT_UPLOAD,
  uploadImage,
  UploadWithoutUrlError,
} from '../../src/resources/shared/files/uploads';
import { demoBackendForFile, TEST_ORIGIN, type RecordedRequest } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

const PRODUCT = '/product/api/v1/';
const json = (request: RecordedRequest) => JSON.parse(request.body || 'null');
const query = (request: RecordedRequest) => Object.fromEntries(request.url.searchParams);
const calls = () =>
  backend.requests.map(
    (request) => `${request.method} ${request.url.pathname.replace(/^\/[^/]+\/api\/v1\//, '')}`,
  );
const page = (perPage = 50, pageNumber = 1) => ({ page: pageNumber, perPage });

function expectBearer(request: RecordedRequest) {
  expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
}

describe('brands', () => {
  it('lists with BrandName, page, pageSize (and Sort/Order)', async () => {
    const { data, total } = await backend.dataProvider.getList('brands', {
      pagination: page(10, 2),
      sort: { field: 'BrandTitle', order: 'ASC' },
      filter: { q: 'มา' },
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(`${PRODUCT}Brand/GetAllBrands`);
    expect(query(request)).toEqual({
      BrandName: 'มา',
      page: '2',
      pageSize: '10',
      Sort: 'Brandname',
      Order: 'ASC',
    });
    expectBearer(request);
    expect(total).toBeGreaterThanOrEqual(data.length);
  });

  it('adds with BrandTitle, BrandImgUrl and IsActive true; edits with BrandId; deletes by brandId', async () => {
    const created = await backend.dataProvider.create('brands', {
      data: { BrandTitle: ' แบรนด์ทดสอบ ', BrandImgUrl: '/x.png' },
    });
    const post = backend.lastRequest();
    expect(post.method).toBe('POST');
    expect(post.url.pathname).toBe(`${PRODUCT}Brand/SystemBrand`);
    expect(json(post)).toEqual({ BrandTitle: 'แบรนด์ทดสอบ', BrandImgUrl: '/x.png', IsActive: true });
    const id = created.data.id;
    expect(id).toBeTruthy();

    // The specification has no call for one brand: it is read from the list.
    const one = await backend.dataProvider.getOne('brands', { id });
    expect(backend.lastRequest().url.pathname).toBe(`${PRODUCT}Brand/GetAllBrands`);
    expect(one.data.BrandTitle).toBe('แบรนด์ทดสอบ');

    await backend.dataProvider.update('brands', {
      id,
      data: { ...one.data, BrandTitle: 'แบรนด์ใหม่' },
      previousData: one.data,
    });
    const put = backend.lastRequest();
    expect(put.method).toBe('PUT');
    expect(json(put)).toEqual({ BrandId: id, BrandTitle: 'แบรนด์ใหม่', BrandImgUrl: '/x.png', IsActive: true });

    await backend.dataProvider.delete('brands', { id, previousData: one.data });
    const del = backend.lastRequest();
    expect(del.method).toBe('DELETE');
    expect(del.url.pathname).toBe(`${PRODUCT}Brand/SystemBrand`);
    expect(query(del)).toEqual({ brandId: String(id) });
  });

  it('reports a refused delete with the server message', async () => {
    await expect(
      backend.dataProvider.delete('brands', { id: 1, previousData: { id: 1 } }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe('categories and sub-categories', () => {
  it('adds a category active, with an empty code sent as null', async () => {
    await backend.dataProvider.create('categories', {
      data: { Tiltle: 'หมวดทดสอบ', CategoryCode: '  ', ImageBanner: '', ImageIcon: '/i.png' },
    });
    const post = backend.lastRequest();
    expect(post.url.pathname).toBe(`${PRODUCT}ProductCategory/ProductCategory`);
    expect(json(post)).toEqual({
      Tiltle: 'หมวดทดสอบ',
      CategoryCode: null,
      ImageBanner: '',
      ImageIcon: '/i.png',
      IsActive: true,
    });
  });

  it('edits with the current flag, and toggles with PATCH productCategoryId', async () => {
    const { data: category } = await backend.dataProvider.getOne('categories', { id: 2 });
    expect(backend.lastRequest().url.search).toBe('?productCategoryId=2');
    await backend.dataProvider.update('categories', {
      id: 2,
      data: { ...category, Tiltle: 'เครื่องปรุง', CategoryCode: '' },
      previousData: category,
    });
    const put = backend.lastRequest();
    expect(put.method).toBe('PUT');
    expect(json(put)).toEqual({
      ProductCategoryId: 2,
      Tiltle: 'เครื่องปรุง',
      CategoryCode: null,
      ImageBanner: category.ImageBanner,
      ImageIcon: category.ImageIcon,
      IsActive: category.IsActive,
    });
    const toggled = await backend.dataProvider.update('categories', {
      id: 2,
      data: { ...category, IsActive: !category.IsActive },
      previousData: category,
      meta: { toggleActive: true },
    });
    const patch = backend.lastRequest();
    expect(patch.method).toBe('PATCH');
    expect(query(patch)).toEqual({ productCategoryId: '2' });
    expect(patch.body).toBe('');
    expect(toggled.data.IsActive).toBe(!category.IsActive);
  });

  it('lists sub-categories of one category, adds, edits and toggles them', async () => {
    const { data } = await backend.dataProvider.getList('subcategories', {
      pagination: page(),
      sort: { field: 'ProductSubCategoryId', order: 'ASC' },
      filter: { ProductCategoryId: 3 },
    });
    expect(query(backend.lastRequest())).toEqual({ productCategoryId: '3' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((sub) => sub.ProductCategoryId === 3 && typeof sub.Tiltle === 'string')).toBe(true);

    await backend.dataProvider.create('subcategories', {
      data: { ProductCategoryId: 3, Tiltle: 'น้ำผลไม้', SubCategoryCode: '', ImgUrl: '' },
    });
    const post = backend.lastRequest();
    expect(post.url.pathname).toBe(`${PRODUCT}ProductSubCategory/NewProductSubCategory`);
    expect(json(post)).toEqual({
      ProductCategoryId: 3,
      Tiltle: 'น้ำผลไม้',
      SubCategoryCode: null,
      ImgUrl: '',
      IsActive: true,
    });

    const sub = data[0];
    await backend.dataProvider.update('subcategories', {
      id: sub.id,
      data: { ...sub, Tiltle: 'ใหม่' },
      previousData: sub,
    });
    expect(json(backend.lastRequest())).toMatchObject({
      ProductSubCategoryId: sub.id,
      Tiltle: 'ใหม่',
      IsActive: sub.IsActive,
    });
    await backend.dataProvider.update('subcategories', {
      id: sub.id,
      data: sub,
      previousData: sub,
      meta: { toggleActive: true },
    });
    expect(backend.lastRequest().method).toBe('PATCH');
    expect(query(backend.lastRequest())).toEqual({ productSubCategoryId: String(sub.id) });
  });

  it('offers the sub-categories of a category for a product (NewProductSubCategorys)', async () => {
    const { data } = await backend.dataProvider.getList('subcategory-choices', {
      pagination: page(100),
      sort: { field: 'Tiltle', order: 'ASC' },
      filter: { productCategoryId: 1 },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe(`${PRODUCT}ProductSubCategory/NewProductSubCategorys`);
    expect(query(request)).toEqual({ productCategoryId: '1' });
    expect(data[0]).toHaveProperty('Tiltle');
  });
});

describe('uploads', () => {
  const file = () =>
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });

  it('posts the image as multipart field "image" and answers its URL', async () => {
    const url = await uploadImage(backend.http, PRODUCT_UPLOAD, file());
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`${PRODUCT}Upload`);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(request.body).toContain('name="image"');
    expect(url).toMatch(/demo-files\/upload\//);
    const packageUrl = await uploadImage(backend.http, PACKAGE_UPLOAD, file());
    expect(backend.lastRequest().url.pathname).toBe('/kkcenter/package/api/v1/KKPackage/Upload');
    expect(packageUrl).toMatch(/demo-files\/upload\//);
  });

  it('counts an answer without a URL as a failed upload', async () => {
    backend.server.use(
      mswHttp.post(`${TEST_ORIGIN}${PRODUCT}Upload`, () =>
        HttpResponse.json({ ResponseCode: 200, Data: {} }),
      ),
    );
    await expect(uploadImage(backend.http, PRODUCT_UPLOAD, file())).rejects.toBeInstanceOf(
      UploadWithoutUrlError,
    );
  });
});

const newProduct = {
  ProductCategoryId: 1,
  ProductSubCategoryId: 0,
  BrandId: 1,
  ProductName: 'สินค้าทดสอบลำดับขั้น',
  ProductDescription: 'รายละเอียด',
  ProductSummary: 'สรุป',
  Barcode: '8850000000017',
  UnitId: 2,
  MeasurementValue: 60,
  SizeWidth: 10,
  SizeLong: 5,
  SizeHeight: 20,
  ImgUrl: '/demo-files/seed/product/1.svg',
};

async function firstSubcategoryOf(categoryId: number) {
  const { data } = await backend.dataProvider.getList('subcategory-choices', {
    pagination: page(),
    sort: { field: 'ProductSubCategoryId', order: 'ASC' },
    filter: { productCategoryId: categoryId },
  });
  return Number(data[0].id);
}

async function productsNamed(name: string) {
  const { data } = await backend.dataProvider.getList('products', {
    pagination: page(),
    sort: { field: 'ProductId', order: 'DESC' },
    filter: { ProductName: name },
  });
  return data;
}

describe('products', () => {
  it('lists from Product/GetAllProducts with paging, the filters and the first image', async () => {
    const { data, total } = await backend.dataProvider.getList('products', {
      pagination: page(50, 2),
      sort: { field: 'ProductName', order: 'DESC' },
      filter: { ProductName: 'น้ำ', ProductCategoryId: 3, BrandId: 25 },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe(`${PRODUCT}Product/GetAllProducts`);
    expect(query(request)).toEqual({
      page: '2',
      pageSize: '50',
      ProductName: 'น้ำ',
      ProductCategoryId: '3',
      BrandId: '25',
      Sort: 'ProductName',
      Order: 'DESC',
    });
    expect(total).toBeGreaterThanOrEqual(data.length);
    const all = await backend.dataProvider.getList('products', {
      pagination: page(),
      sort: { field: 'ProductId', order: 'ASC' },
      filter: {},
    });
    expect(all.total).toBeGreaterThan(1000);
    expect(all.data).toHaveLength(50);
    expect(all.data[0]).toMatchObject({ id: all.data[0].ProductId, ImgUrl: expect.stringMatching(/\S/) });
  });

  it('creates as product → attribute → cover image, each with its fields', async () => {
    const sub = await firstSubcategoryOf(1);
    backend.requests.length = 0;
    const { data } = await backend.dataProvider.create('products', {
      data: { ...newProduct, ProductSubCategoryId: sub },
    });
    expect(calls()).toEqual([
      'POST Product/SystemProduct',
      'POST ProductAttribute/systemproductattribute',
      'POST ProductImage/systemproductimage',
    ]);
    const [product, attribute, image] = backend.requests.map(json);
    expect(product).toEqual({
      ProductCategoryId: 1,
      ProductSubCategoryId: sub,
      ProductName: newProduct.ProductName,
      ProductDescription: 'รายละเอียด',
      ProductSummary: 'สรุป',
      Barcode: '8850000000017',
      BrandId: 1,
      ProductOwner: 'BO',
    });
    expect(attribute).toEqual({
      ProductDetailId: data.ProductDetailId,
      UnitId: 2,
      MeasurementValue: 60,
      SizeWidth: 10,
      SizeLong: 5,
      SizeHeight: 20,
      IsUseStockOption: true,
    });
    expect(image).toEqual({
      ProductDetailId: data.ProductDetailId,
      ImgUrl: newProduct.ImgUrl,
      IsCover: true,
    });
    backend.requests.forEach(expectBearer);

    // the edit form reads it back whole: product, attribute and cover image (by its id)
    backend.requests.length = 0;
    const { data: read } = await backend.dataProvider.getOne('products', { id: data.id });
    expect(calls().sort()).toEqual([
      'GET Product/Product',
      'GET ProductAttribute/productattribute',
      'GET ProductImage/productimage',
      'GET ProductImage/productimages',
    ]);
    const coverRead = backend.requests.find((request) =>
      request.url.pathname.endsWith('ProductImage/productimage'),
    )!;
    expect(query(coverRead)).toEqual({ productImageId: String(read.ProductImageId) });
    expect(read).toMatchObject({
      ProductName: newProduct.ProductName,
      UnitId: 2,
      SizeHeight: 20,
      ImgUrl: newProduct.ImgUrl,
    });
    await backend.dataProvider.delete('products', { id: data.id, previousData: read });
  });

  // A server fault may come after the write: the first step is looked for in the list, and the
  // rollback removes every part whose call was not refused, last made first.
  it.each([
    [
      'Product/SystemProduct',
      'add_product_failed',
      ['POST Product/SystemProduct', 'GET Product/GetAllProducts'],
    ],
    [
      'ProductAttribute/systemproductattribute',
      'add_attribute_failed',
      [
        'POST Product/SystemProduct',
        'POST ProductAttribute/systemproductattribute',
        'DELETE ProductAttribute/systemproductattribute',
        'DELETE Product/SystemProduct',
      ],
    ],
    [
      'ProductImage/systemproductimage',
      'add_image_failed',
      [
        'POST Product/SystemProduct',
        'POST ProductAttribute/systemproductattribute',
        'POST ProductImage/systemproductimage',
        'DELETE ProductImage/systemproductimage',
        'DELETE ProductAttribute/systemproductattribute',
        'DELETE Product/SystemProduct',
      ],
    ],
  ])(
    'a create failing at %s says %s, stops there and leaves nothing behind',
    async (path, text, expected) => {
      const sub = await firstSubcategoryOf(1);
      const name = `สินค้าล้มเหลว ${text}`;
      backend.faults.set({ method: 'POST', path, status: 500, message: `${path} is down` });
      backend.requests.length = 0;
      const error = await backend.dataProvider
        .create('products', { data: { ...newProduct, ProductSubCategoryId: sub, ProductName: name } })
        .catch((failure: unknown) => failure);
      expect(error).toMatchObject({
        message: `resources.products.notifications.${text}`,
        // A 5xx's own text stays out of what staff see (docs/api.md, "Errors").
        body: { success: false, message: 'app.error.server', rolledBack: true },
      });
      expect(calls()).toEqual(expected);
      backend.faults.clear();
      expect(await productsNamed(name)).toEqual([]);
    },
  );

  it('edits as product → attribute → cover image, names the failing step, and puts back what it changed', async () => {
    const { data: list } = await backend.dataProvider.getList('products', {
      pagination: page(1),
      sort: { field: 'ProductId', order: 'ASC' },
      filter: {},
    });
    const { data: product } = await backend.dataProvider.getOne('products', { id: list[0].id });
    backend.requests.length = 0;
    await backend.dataProvider.update('products', {
      id: product.id,
      data: { ...product, ProductName: `${product.ProductName} (แก้ไข)`, SizeWidth: 11, ImgUrl: '/new.png' },
      previousData: product,
    });
    expect(calls()).toEqual([
      'PUT Product/SystemProduct',
      'GET ProductAttribute/productattribute',
      'PUT ProductAttribute/systemproductattribute',
      'GET ProductImage/productimages',
      'PUT ProductImage/systemproductimage',
    ]);
    const [put, , attribute, , image] = backend.requests.map(json);
    expect(put).toMatchObject({ ProductId: product.id, ProductName: `${product.ProductName} (แก้ไข)` });
    expect(put).not.toHaveProperty('ProductOwner');
    expect(attribute).toEqual({
      ProductAttributeId: product.ProductAttributeId,
      UnitId: product.UnitId,
      MeasurementValue: product.MeasurementValue,
      SizeWidth: 11,
      SizeLong: product.SizeLong,
      SizeHeight: product.SizeHeight,
      IsUseStockOption: true,
    });
    expect(image).toEqual({ ProductImageId: product.ProductImageId, ImgUrl: '/new.png', IsCover: true });

    for (const [method, path, text, stepsRun] of [
      // The steps up to the failing one, then what is put back, last first: a 503 may still have
      // written, so the failing step is put back too (refused again here: the fault stays).
      ['PUT', 'Product/SystemProduct', 'put_product_failed', 1 + 1],
      ['PUT', 'ProductAttribute/systemproductattribute', 'put_attribute_failed', 3 + 2],
      ['PUT', 'ProductImage/systemproductimage', 'put_image_failed', 5 + 3],
    ] as const) {
      backend.faults.set({ method, path, status: 503, message: 'down' });
      backend.requests.length = 0;
      await expect(
        backend.dataProvider.update('products', { id: product.id, data: product, previousData: product }),
      ).rejects.toMatchObject({ message: `resources.products.notifications.${text}` });
      expect(backend.requests).toHaveLength(stepsRun);
      backend.faults.clear();
    }
  });

  it('deletes as product → attribute → image, and names the failing step', async () => {
    const sub = await firstSubcategoryOf(1);
    const make = async () =>
      (
        await backend.dataProvider.create('products', {
          data: { ...newProduct, ProductSubCategoryId: sub, ProductName: 'ลบทดสอบ' },
        })
      ).data;
    const made = await make();
    backend.requests.length = 0;
    await backend.dataProvider.delete('products', { id: made.id, previousData: made });
    expect(calls()).toEqual([
      'DELETE Product/SystemProduct',
      'DELETE ProductAttribute/systemproductattribute',
      'DELETE ProductImage/systemproductimage',
    ]);
    expect(query(backend.requests[0])).toEqual({ productId: String(made.id) });
    expect(query(backend.requests[1])).toEqual({ productDetailId: String(made.ProductDetailId) });
    expect(query(backend.requests[2])).toEqual({ productDetailId: String(made.ProductDetailId) });

    for (const [path, text, stepsRun] of [
      ['Product/SystemProduct', 'delete_product_failed', 1],
      ['ProductAttribute/systemproductattribute', 'delete_attribute_failed', 2],
      ['ProductImage/systemproductimage', 'delete_image_failed', 3],
    ] as const) {
      const victim = await make();
      backend.faults.set({ method: 'DELETE', path, status: 500, message: 'down' });
      backend.requests.length = 0;
      await expect(
        backend.dataProvider.delete('products', { id: victim.id, previousData: victim }),
      ).rejects.toMatchObject({
        message: `resources.products.notifications.${text}`,
      });
      expect(backend.requests).toHaveLength(stepsRun);
      backend.faults.clear();
    }
  });
});

describe('system products', () => {
  it('reads a page of 50 with category titles in at most 3 requests', async () => {
    const { data, total } = await backend.dataProvider.getList('system-products', {
      pagination: page(50),
      sort: { field: 'ProductId', order: 'ASC' },
      filter: {},
    });
    expect(data).toHaveLength(50);
    expect(total).toBeGreaterThan(50);
    expect(backend.requests.length).toBeLessThanOrEqual(3);
    const list = backend.requests.find((request) =>
      request.url.pathname.endsWith('Product/GetSystemProductDetail'),
    )!;
    expect(query(list)).toEqual({ Page: '1', PageSize: '50' });
    expect(data[0]).toMatchObject({
      ProductCategoryTitle: expect.stringMatching(/\S/),
      ProductSubCategoryTitle: expect.stringMatching(/\S/),
    });
    // the next page reuses what is known: one request
    backend.requests.length = 0;
    await backend.dataProvider.getList('system-products', {
      pagination: page(50, 2),
      sort: { field: 'ProductId', order: 'ASC' },
      filter: { Producttitle: '', CategoryId: 3 },
    });
    expect(backend.requests).toHaveLength(1);
    expect(query(backend.requests[0])).toEqual({ Page: '2', PageSize: '50', CategoryId: '3' });
  });

  it('answers an empty search with an empty page, not an error', async () => {
    await expect(
      backend.dataProvider.getList('system-products', {
        pagination: page(),
        sort: { field: 'ProductId', order: 'ASC' },
        filter: { Producttitle: 'ไม่มีสินค้านี้แน่นอน-xyz' },
      }),
    ).resolves.toEqual({ data: [], total: 0 });
  });

  it('looks up an unknown id with the spec calls, once, and shows their error texts', async () => {
    const detail = (categoryId: number, subId: number) => ({
      ProductDetails: {
        ProductId: 1,
        ProductCategoryId: categoryId,
        ProductCategoryName: '',
        ProductSubCategoryId: subId,
        ProductSubCategoryName: '',
        ProductName: '',
        ProductSummary: '',
        BrandId: 1,
        BarCode: '',
        ProductDescription: '',
      },
      ProductAttributes: {},
      ProductImages: [],
      StockItems: [],
    });
    /** The product service answering `Data` at `path`, for this test only. */
    const answer = (path: string, data: unknown) =>
      mswHttp.get(`${TEST_ORIGIN}${PRODUCT}${path}`, () =>
        HttpResponse.json({ ResponseCode: 200, Data: data }),
      );
    const systemProducts = (...items: unknown[]) =>
      answer('Product/GetSystemProductDetail', { Page: 1, PageSize: 50, Total: items.length, Data: items });
    const read = () =>
      backend.dataProvider.getList('system-products', {
        pagination: page(),
        sort: { field: 'ProductId', order: 'ASC' },
        filter: {},
      });

    backend.server.use(
      systemProducts(detail(901, 902), detail(901, 902)),
      answer('ProductCategory/ProductCategory', { Tiltle: 'หมวดใหม่' }),
      answer('ProductCategory/ProductSubCategory', [{ Tiltle: 'ย่อยใหม่' }]),
    );
    const { data } = await read();
    expect(data[0]).toMatchObject({
      ProductName: 'Unknown Product',
      ProductCategoryTitle: 'หมวดใหม่',
      ProductSubCategoryTitle: 'ย่อยใหม่',
    });
    const lookups = calls().filter(
      (call) =>
        call.endsWith('ProductCategory/ProductCategory') ||
        call.endsWith('ProductCategory/ProductSubCategory'),
    );
    // two items with the same ids: each id asked for once
    expect(lookups.sort()).toEqual([
      'GET ProductCategory/ProductCategory',
      'GET ProductCategory/ProductSubCategory',
    ]);
    expect(
      query(backend.requests.find((r) => r.url.pathname.endsWith('ProductCategory/ProductCategory'))!),
    ).toEqual({ productCategoryId: '901' });

    backend.server.use(systemProducts(detail(903, 902)), answer('ProductCategory/ProductCategory', {}));
    await expect(read()).rejects.toMatchObject({ message: CATEGORY_TITLE_MISSING });

    backend.server.use(systemProducts(detail(901, 904)), answer('ProductCategory/ProductSubCategory', []));
    await expect(read()).rejects.toMatchObject({ message: SUBCATEGORY_TITLE_MISSING });
  });
});

describe('packages', () => {
  it('lists with PackageName, PackageType, page, pageSize; reads one; lists its supplier packages', async () => {
    const { data } = await backend.dataProvider.getList('packages', {
      pagination: page(10),
      sort: { field: 'PackageId', order: 'DESC' },
      filter: { PackageName: 'แพ็ก', PackageType: 'PROMOTION' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/kkcenter/package/api/v1/KKPackage/Packages');
    expect(query(request)).toEqual({
      PackageName: 'แพ็ก',
      PackageType: 'PROMOTION',
      page: '1',
      pageSize: '10',
      Sort: 'PackageId',
      Order: 'DESC',
    });
    expectBearer(request);
    expect(data.every((item) => item.PackageType === 'PROMOTION')).toBe(true);

    const all = await backend.dataProvider.getList('packages', {
      pagination: page(),
      sort: { field: 'PackageId', order: 'DESC' },
      filter: {},
    });
    const id = all.data[0].id;
    // The specification has no call for one package: it is read from the list.
    const one = await backend.dataProvider.getOne('packages', { id });
    expect(one.data).toMatchObject({ PackageId: id, PackageName: all.data[0].PackageName });
    expect(calls().some((call) => call.endsWith('KKPackage/Package'))).toBe(false);

    await backend.dataProvider.getManyReference('supplier-packages', {
      target: 'PackageId',
      id,
      pagination: page(25),
      sort: { field: 'SupplierPackageId', order: 'ASC' },
      filter: {},
    });
    const supplier = backend.lastRequest();
    expect(supplier.url.pathname).toBe('/supplier-inventory/api/v1/SupplierPackage/SupplierPackages');
    expect(query(supplier)).toEqual({ page: '1', pageSize: '25', PackageId: String(id) });
  });

  it('adds a package with its fields', async () => {
    const { data } = await backend.dataProvider.create('packages', {
      data: {
        PackageName: 'แพ็กเกจทดสอบ',
        PackageType: 'ADVERTISE',
        PackageDescription: 'ทดสอบ',
        Price: 990,
        DurationDays: 30,
        ImageUrl: '/p.png',
      },
    });
    const post = backend.lastRequest();
    expect(post.url.pathname).toBe('/kkcenter/package/api/v1/KKPackage/Package');
    expect(json(post)).toEqual({
      PackageName: 'แพ็กเกจทดสอบ',
      PackageType: 'ADVERTISE',
      PackageDescription: 'ทดสอบ',
      Price: 990,
      DurationDays: 30,
      ImageUrl: '/p.png',
      IsActive: true,
    });
    expect(data.id).toBeTruthy();
  });
});
