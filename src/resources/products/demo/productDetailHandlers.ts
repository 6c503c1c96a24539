import { http } from 'msw';
import type { ProductAttributeWire, ProductImageWire } from '../../shared/domain/catalogue/catalogueWire';
import type { DemoStore } from '../../../demo/store';
import { catalogueData, type CatalogueData } from './catalogueData';
import {
  boolField,
  nextId,
  notFound,
  numberField,
  queryId,
  requiredNumber,
  signedIn,
  sizeNumber,
  textField,
  type Body,
} from '../../../demo/kit/input';
import { fail, ok, readJson } from '../../../demo/kit/respond';

const ATTRIBUTE = 'ProductAttribute/systemproductattribute';
const IMAGE = 'ProductImage/systemproductimage';

/** Cover first, then in the order they were added. */
export const byCoverFirst = (a: ProductImageWire, b: ProductImageWire) =>
  Number(b.IsCover) - Number(a.IsCover) || a.ProductImageId - b.ProductImageId;

const detailExists = (data: CatalogueData, detailId: number) =>
  data.products.some((product) => product.ProductDetailId === detailId);

/**
 * A product detail's attribute (unit, measurement, size) and images. Deleting them by
 * productDetailId is idempotent: the app deletes the product first (which takes its attribute and
 * images with it) and then asks for these, so "nothing left" answers 200 too.
 */
export function productDetailHandlers(store: DemoStore, base: string) {
  const data = catalogueData(store);
  const detailMissing = (detailId: number) => notFound('Product detail', detailId);

  /** The attribute's measures from a body: a known UnitId, sizes that are numbers and not negative. */
  function attributeFields(
    body: Body,
    current?: ProductAttributeWire,
  ): Omit<ProductAttributeWire, 'ProductAttributeId' | 'ProductDetailId'> | Response {
    const unitId = requiredNumber(body, 'UnitId');
    if (unitId instanceof Response) return unitId;
    if (!data.units.some((unit) => unit.UnitId === unitId)) {
      return fail(400, `UnitId ${unitId} does not exist`);
    }
    const measurementId = numberField(body, 'MeasurementId');
    if (Number.isNaN(measurementId)) return fail(400, 'MeasurementId must be a number');
    const measures = ['MeasurementValue', 'SizeWidth', 'SizeLong', 'SizeHeight'] as const;
    const values: Partial<Record<(typeof measures)[number], number>> = {};
    for (const field of measures) {
      const value = sizeNumber(body, field);
      if (value instanceof Response) return value;
      values[field] = value;
    }
    return {
      UnitId: unitId,
      MeasurementValue: values.MeasurementValue ?? 0,
      // Not part of the documented bodies: kept as it is unless sent.
      MeasurementId: measurementId ?? current?.MeasurementId ?? null,
      SizeWidth: values.SizeWidth ?? 0,
      SizeLong: values.SizeLong ?? 0,
      SizeHeight: values.SizeHeight ?? 0,
      IsUseStockOption: boolField(body, 'IsUseStockOption', true),
    };
  }

  /** An image's URL and cover flag from a body; a new cover takes the flag from the detail's others. */
  function imageFields(body: Body): Pick<ProductImageWire, 'ImgUrl' | 'IsCover'> | Response {
    const ImgUrl = textField(body, 'ImgUrl');
    if (!ImgUrl) return fail(400, 'ImgUrl is required');
    return { ImgUrl, IsCover: boolField(body, 'IsCover', false) };
  }
  const keepOneCover = (data: CatalogueData, image: ProductImageWire) => {
    if (!image.IsCover) return;
    for (const other of data.productImages) {
      if (other !== image && other.ProductDetailId === image.ProductDetailId) other.IsCover = false;
    }
  };

  return [
    http.get(
      `${base}ProductAttribute/productattribute`,
      signedIn(store, (_request, url) => {
        const detailId = queryId(url, 'productDetailId');
        if (detailId instanceof Response) return detailId;
        if (!detailExists(data, detailId)) return detailMissing(detailId);
        const attribute = data.productAttributes.find((item) => item.ProductDetailId === detailId);
        return attribute ? ok(attribute) : fail(404, `Product detail ${detailId} has no attribute`);
      }),
    ),

    http.post(
      `${base}${ATTRIBUTE}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const detailId = requiredNumber(body, 'ProductDetailId');
        if (detailId instanceof Response) return detailId;
        if (!detailExists(data, detailId)) return detailMissing(detailId);
        const fields = attributeFields(body);
        if (fields instanceof Response) return fields;
        if (data.productAttributes.some((item) => item.ProductDetailId === detailId)) {
          return fail(409, `Product detail ${detailId} already has an attribute; change it with PUT`);
        }
        const created = store.change(() => {
          const attribute: ProductAttributeWire = {
            ProductAttributeId: nextId(data.productAttributes, (item) => item.ProductAttributeId),
            ProductDetailId: detailId,
            ...fields,
          };
          data.productAttributes.push(attribute);
          return attribute;
        });
        return ok(created, 'Attribute created');
      }),
    ),

    http.put(
      `${base}${ATTRIBUTE}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = requiredNumber(body, 'ProductAttributeId');
        if (id instanceof Response) return id;
        const attribute = data.productAttributes.find((item) => item.ProductAttributeId === id);
        if (!attribute) return notFound('Product attribute', id);
        const fields = attributeFields(body, attribute);
        if (fields instanceof Response) return fields;
        store.change(() => Object.assign(attribute, fields));
        return ok(attribute, 'Attribute updated');
      }),
    ),

    http.delete(
      `${base}${ATTRIBUTE}`,
      signedIn(store, (_request, url) => {
        const detailId = queryId(url, 'productDetailId');
        if (detailId instanceof Response) return detailId;
        const count = data.productAttributes.filter((item) => item.ProductDetailId === detailId).length;
        if (!count) return ok(null, 'No attribute to delete');
        store.change(() => {
          data.productAttributes = data.productAttributes.filter((item) => item.ProductDetailId !== detailId);
        });
        return ok(null, 'Attribute deleted');
      }),
    ),

    http.get(
      `${base}ProductImage/productimage`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productImageId');
        if (id instanceof Response) return id;
        const image = data.productImages.find((item) => item.ProductImageId === id);
        return image ? ok(image) : notFound('Product image', id);
      }),
    ),

    http.get(
      `${base}ProductImage/productimages`,
      signedIn(store, (_request, url) => {
        const detailId = queryId(url, 'productDetailId');
        if (detailId instanceof Response) return detailId;
        if (!detailExists(data, detailId)) return detailMissing(detailId);
        const images = data.productImages.filter((item) => item.ProductDetailId === detailId);
        return ok(images.sort(byCoverFirst));
      }),
    ),

    http.post(
      `${base}${IMAGE}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const detailId = requiredNumber(body, 'ProductDetailId');
        if (detailId instanceof Response) return detailId;
        if (!detailExists(data, detailId)) return detailMissing(detailId);
        const fields = imageFields(body);
        if (fields instanceof Response) return fields;
        const created = store.change(() => {
          const image: ProductImageWire = {
            ProductImageId: nextId(data.productImages, (item) => item.ProductImageId),
            ProductDetailId: detailId,
            ...fields,
          };
          data.productImages.push(image);
          keepOneCover(data, image);
          return image;
        });
        return ok(created, 'Image added');
      }),
    ),

    http.put(
      `${base}${IMAGE}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = requiredNumber(body, 'ProductImageId');
        if (id instanceof Response) return id;
        const image = data.productImages.find((item) => item.ProductImageId === id);
        if (!image) return notFound('Product image', id);
        const fields = imageFields(body);
        if (fields instanceof Response) return fields;
        store.change(() => {
          Object.assign(image, fields);
          keepOneCover(data, image);
        });
        return ok(image, 'Image updated');
      }),
    ),

    http.delete(
      `${base}${IMAGE}`,
      signedIn(store, (_request, url) => {
        const detailId = queryId(url, 'productDetailId');
        if (detailId instanceof Response) return detailId;
        const count = data.productImages.filter((item) => item.ProductDetailId === detailId).length;
        if (!count) return ok(null, 'No image to delete');
        store.change(() => {
          data.productImages = data.productImages.filter((item) => item.ProductDetailId !== detailId);
        });
        return ok(null, `${count} images deleted`);
      }),
    ),
  ];
}
