import { http } from 'msw';
import {
  PRODUCT_OWNER,
  type DemoProduct,
  type DemoStockItem,
  type ProductAttributeWire,
  type ProductImageWire,
  type ProductListItemWire,
  type ProductWire,
  type SystemProductWire,
} from '../../shared/domain/catalogue/catalogueWire';
import { FIRST_PRODUCT_DETAIL_ID } from '../demoSeed';
import type { DemoStore } from '../../../demo/store';
import { catalogueData, type CatalogueData } from './catalogueData';
import {
  nextId,
  notFound,
  paging,
  queryId,
  queryNumber,
  queryText,
  requiredNumber,
  signedIn,
  sortRows,
  textField,
  type Body,
} from '../../../demo/kit/input';
import { byCoverFirst, productDetailHandlers } from './productDetailHandlers';
import { fail, ok, paged, readJson } from '../../../demo/kit/respond';

const PRODUCT = 'Product/SystemProduct';

const LIST_FIELDS: readonly (keyof ProductListItemWire)[] = [
  'ProductId',
  'ProductDetailId',
  'ProductName',
  'ProductCategoryId',
  'ProductCategoryName',
  'ProductSubCategoryId',
  'ProductSubCategoryName',
  'ProductImageId',
  'ImgUrl',
  'ProductDescription',
  'ProductSummary',
  'Barcode',
  'BrandId',
  'BrandName',
  'UnitId',
  'MeasurementValue',
  'MeasurementId',
  'SizeWidth',
  'SizeLong',
  'SizeHeight',
];

/** Everything a product list joins, looked up by id once per request. */
function joins(data: CatalogueData) {
  const group = <T>(rows: T[], key: (row: T) => number) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(key(row));
      if (list) list.push(row);
      else map.set(key(row), [row]);
    }
    return map;
  };
  const images = group<ProductImageWire>(data.productImages, (image) => image.ProductDetailId);
  for (const list of images.values()) list.sort(byCoverFirst);
  return {
    category: new Map(data.categories.map((item) => [item.ProductCategoryId, item.Tiltle])),
    subCategory: new Map(data.subCategories.map((item) => [item.ProductSubCategoryId, item.Tiltle])),
    brand: new Map(data.brands.map((item) => [item.BrandId, item.Brandname])),
    attribute: new Map<number, ProductAttributeWire>(
      [...data.productAttributes].reverse().map((item) => [item.ProductDetailId, item]),
    ),
    images,
    stock: group<DemoStockItem>(data.stockItems, (item) => item.ProductDetailId),
  };
}
type Joins = ReturnType<typeof joins>;

/**
 * Products of the product service, hand-written: a product is made, changed and deleted in steps,
 * and its lists join brand, category, attribute, images and stock.
 */
export function productHandlers(store: DemoStore, base: string) {
  return [...productRoutes(store, base), ...productDetailHandlers(store, base)];
}

function productRoutes(store: DemoStore, base: string) {
  const data = catalogueData(store);
  const find = (id: number) => data.products.find((product) => product.ProductId === id);

  const listItem = (product: DemoProduct, join: Joins): ProductListItemWire => {
    const attribute = join.attribute.get(product.ProductDetailId);
    const image = join.images.get(product.ProductDetailId)?.[0];
    return {
      ProductId: product.ProductId,
      ProductDetailId: product.ProductDetailId,
      ProductName: product.ProductName,
      ProductCategoryId: product.ProductCategoryId,
      ProductCategoryName: join.category.get(product.ProductCategoryId) ?? '',
      ProductSubCategoryId: product.ProductSubCategoryId,
      ProductSubCategoryName: join.subCategory.get(product.ProductSubCategoryId) ?? '',
      ProductImageId: image?.ProductImageId ?? null,
      ImgUrl: image?.ImgUrl ?? '',
      ProductDescription: product.ProductDescription,
      ProductSummary: product.ProductSummary,
      Barcode: product.Barcode,
      BrandId: product.BrandId,
      BrandName: join.brand.get(product.BrandId) ?? '',
      UnitId: attribute?.UnitId ?? 0,
      MeasurementValue: attribute?.MeasurementValue ?? 0,
      MeasurementId: attribute?.MeasurementId ?? null,
      SizeWidth: attribute?.SizeWidth ?? 0,
      SizeLong: attribute?.SizeLong ?? 0,
      SizeHeight: attribute?.SizeHeight ?? 0,
    };
  };

  const systemProduct = (product: DemoProduct, join: Joins): SystemProductWire => {
    const attribute = join.attribute.get(product.ProductDetailId);
    return {
      ProductDetails: {
        ProductId: product.ProductId,
        ProductCategoryId: product.ProductCategoryId,
        ProductCategoryName: join.category.get(product.ProductCategoryId) ?? '',
        ProductSubCategoryId: product.ProductSubCategoryId,
        ProductSubCategoryName: join.subCategory.get(product.ProductSubCategoryId) ?? '',
        ProductName: product.ProductName,
        ProductSummary: product.ProductSummary,
        BrandId: product.BrandId,
        BarCode: product.Barcode,
        ProductDescription: product.ProductDescription,
      },
      ProductAttributes: {
        UnitId: attribute?.UnitId ?? 0,
        MeasurementId: attribute?.MeasurementId ?? null,
        MeasurementValue: attribute?.MeasurementValue ?? 0,
        SizeWidth: attribute?.SizeWidth ?? 0,
        SizeLong: attribute?.SizeLong ?? 0,
        SizeHeight: attribute?.SizeHeight ?? 0,
        IsUseStockOption: attribute?.IsUseStockOption ?? false,
      },
      ProductImages: (join.images.get(product.ProductDetailId) ?? []).map((image) => ({
        ImgUrl: image.ImgUrl,
        IsCover: image.IsCover,
      })),
      StockItems: (join.stock.get(product.ProductDetailId) ?? []).map(({ Quantity, UnitPrice }) => ({
        Quantity,
        UnitPrice,
      })),
    };
  };

  const wire = (product: DemoProduct): ProductWire => ({
    ProductId: product.ProductId,
    ProductDetailId: product.ProductDetailId,
    ProductName: product.ProductName,
    ProductCategoryId: product.ProductCategoryId,
    ProductSubCategoryId: product.ProductSubCategoryId,
    BrandId: product.BrandId,
    ProductDescription: product.ProductDescription,
    ProductSummary: product.ProductSummary,
    Barcode: product.Barcode,
  });

  /** A product's fields from a body: a name, and a category, its sub-category and a brand that exist. */
  function productFields(body: Body): Omit<ProductWire, 'ProductId' | 'ProductDetailId'> | Response {
    const ProductName = textField(body, 'ProductName');
    if (!ProductName) return fail(400, 'ProductName is required');
    const categoryId = requiredNumber(body, 'ProductCategoryId');
    if (categoryId instanceof Response) return categoryId;
    if (!data.categories.some((item) => item.ProductCategoryId === categoryId)) {
      return fail(400, `ProductCategoryId ${categoryId} does not exist`);
    }
    const subCategoryId = requiredNumber(body, 'ProductSubCategoryId');
    if (subCategoryId instanceof Response) return subCategoryId;
    const sub = data.subCategories.find((item) => item.ProductSubCategoryId === subCategoryId);
    if (!sub) return fail(400, `ProductSubCategoryId ${subCategoryId} does not exist`);
    if (sub.ProductCategoryId !== categoryId) {
      return fail(
        400,
        `ProductSubCategoryId ${subCategoryId} does not belong to ProductCategoryId ${categoryId}`,
      );
    }
    const brandId = requiredNumber(body, 'BrandId');
    if (brandId instanceof Response) return brandId;
    if (!data.brands.some((item) => item.BrandId === brandId)) {
      return fail(400, `BrandId ${brandId} does not exist`);
    }
    return {
      ProductName,
      ProductCategoryId: categoryId,
      ProductSubCategoryId: subCategoryId,
      BrandId: brandId,
      ProductDescription: textField(body, 'ProductDescription'),
      ProductSummary: textField(body, 'ProductSummary'),
      Barcode: textField(body, 'Barcode') || textField(body, 'BarCode'),
    };
  }

  const ids = (product: DemoProduct) => ({
    ProductId: product.ProductId,
    ProductDetailId: product.ProductDetailId,
  });

  return [
    http.get(
      `${base}Product/GetAllProducts`,
      signedIn(store, (_request, url) => {
        const name = queryText(url, 'ProductName');
        const categoryId = queryNumber(url, 'ProductCategoryId');
        const subCategoryId = queryNumber(url, 'ProductSubCategoryId');
        const brandId = queryNumber(url, 'BrandId');
        const barcode = queryText(url, 'Barcode');
        const join = joins(data);
        const rows = data.products
          .filter(
            (product) =>
              (!name || product.ProductName.toLocaleLowerCase().includes(name)) &&
              (categoryId === undefined || product.ProductCategoryId === categoryId) &&
              (subCategoryId === undefined || product.ProductSubCategoryId === subCategoryId) &&
              (brandId === undefined || product.BrandId === brandId) &&
              (!barcode || String(product.Barcode ?? '').includes(barcode)),
          )
          .map((product) => listItem(product, join));
        const sorted = sortRows(rows, url, LIST_FIELDS);
        if (sorted instanceof Response) return sorted;
        return ok(paged(sorted, ...paging(url)));
      }),
    ),

    http.get(
      `${base}Product/GetSystemProductDetail`,
      signedIn(store, (_request, url) => {
        const title = queryText(url, 'Producttitle') || queryText(url, 'ProductTitle');
        const categoryId = queryNumber(url, 'CategoryId');
        const subCategoryId = queryNumber(url, 'SubCategoryId');
        const rows = data.products.filter(
          (product) =>
            (!title || product.ProductName.toLocaleLowerCase().includes(title)) &&
            (categoryId === undefined || product.ProductCategoryId === categoryId) &&
            (subCategoryId === undefined || product.ProductSubCategoryId === subCategoryId),
        );
        const page = paged(rows, ...paging(url));
        const join = joins(data);
        return ok({ ...page, Data: page.Data.map((product) => systemProduct(product, join)) });
      }),
    ),

    http.get(
      `${base}Product/Product`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productId');
        if (id instanceof Response) return id;
        const product = find(id);
        return product ? ok(wire(product)) : notFound('Product', id);
      }),
    ),

    http.post(
      `${base}${PRODUCT}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const fields = productFields(body);
        if (fields instanceof Response) return fields;
        const created = store.change(() => {
          const product: DemoProduct = {
            ProductId: nextId(data.products, (item) => item.ProductId),
            ProductDetailId: nextId(data.products, (item) => item.ProductDetailId, FIRST_PRODUCT_DETAIL_ID),
            ...fields,
            ProductOwner: textField(body, 'ProductOwner') || PRODUCT_OWNER,
          };
          data.products.push(product);
          return product;
        });
        return ok(ids(created), 'Product created');
      }),
    ),

    http.put(
      `${base}${PRODUCT}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = requiredNumber(body, 'ProductId');
        if (id instanceof Response) return id;
        const product = find(id);
        if (!product) return notFound('Product', id);
        const fields = productFields(body);
        if (fields instanceof Response) return fields;
        store.change(() => Object.assign(product, fields));
        return ok(ids(product), 'Product updated');
      }),
    ),

    /** Deletes the product with its detail: the detail's attribute, images and stock go with it. */
    http.delete(
      `${base}${PRODUCT}`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productId');
        if (id instanceof Response) return id;
        const product = find(id);
        if (!product) return notFound('Product', id);
        const detailId = product.ProductDetailId;
        store.change(() => {
          data.products = data.products.filter((item) => item !== product);
          data.productAttributes = data.productAttributes.filter((item) => item.ProductDetailId !== detailId);
          data.productImages = data.productImages.filter((item) => item.ProductDetailId !== detailId);
          data.stockItems = data.stockItems.filter((item) => item.ProductDetailId !== detailId);
        });
        return ok(null, 'Product deleted');
      }),
    ),
  ];
}
