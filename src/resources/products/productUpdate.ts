import { HttpError, type RaRecord } from 'react-admin';
import type { HttpClient } from '../../api/http';
import type {
  ProductAttributeWire,
  ProductImageWire,
  ProductWire,
} from '../shared/domain/catalogue/catalogueWire';
import {
  attributeBody,
  coverOf,
  failed,
  mayHaveWritten,
  num,
  PRODUCT_TEXT,
  productBody,
  statusOf,
  step,
  type SequenceResult,
} from './productSteps';

/**
 * Edit: update product, fetch and update attribute, then fetch the cover image (the `IsCover` one,
 * as the form showed it) and update it. Like create, it holds a 401's sign-out until it has
 * settled, and a failure after the first step puts back what it changed, from `previous` (the
 * record the form loaded): no product is left half-edited without saying so.
 */
export function updateProduct(
  http: HttpClient,
  id: number,
  data: Partial<RaRecord>,
  previous?: Partial<RaRecord>,
): Promise<SequenceResult> {
  return http.holdSignOut((held) => updateSteps(held, id, data, previous));
}

/** A change an update made, and how to put it back. */
type Undo = () => Promise<unknown>;

async function updateSteps(
  http: HttpClient,
  id: number,
  data: Partial<RaRecord>,
  previous: Partial<RaRecord> | undefined,
): Promise<SequenceResult> {
  const detailId = num(data.ProductDetailId);
  const undos: Undo[] = [];
  /** Runs a write; one that succeeded, or failed but may have written, is put back on a later failure. */
  const write = async (send: () => Promise<unknown>, undo: Undo | undefined) => {
    try {
      await send();
    } catch (error) {
      if (undo && mayHaveWritten(error)) undos.push(undo);
      throw error;
    }
    if (undo) undos.push(undo);
  };
  try {
    await step('put_product_failed', () =>
      write(
        () =>
          http.request('product', 'Product/SystemProduct', {
            method: 'PUT',
            body: { ProductId: id, ...productBody(data) },
          }),
        previous &&
          (() =>
            http.request('product', 'Product/SystemProduct', {
              method: 'PUT',
              body: { ProductId: id, ...productBody(previous) },
            })),
      ),
    );
    await step('put_attribute_failed', async () => {
      const current = await http.request<ProductAttributeWire | null>(
        'product',
        'ProductAttribute/productattribute',
        { query: { productDetailId: detailId } },
      );
      if (!current?.ProductAttributeId) throw new HttpError('app.error.malformed', 200, current ?? {});
      const put = (values: Partial<RaRecord>) => () =>
        http.request('product', 'ProductAttribute/systemproductattribute', {
          method: 'PUT',
          body: { ProductAttributeId: current.ProductAttributeId, ...attributeBody(values) },
        });
      await write(put(data), previous && put(current as Partial<RaRecord>));
    });
    await step('put_image_failed', async () => {
      const images = await http.request<ProductImageWire[] | null>('product', 'ProductImage/productimages', {
        query: { productDetailId: detailId },
      });
      // The image the form showed: the cover, as the edit form reads it.
      const cover = coverOf(images);
      if (!cover?.ProductImageId) throw new HttpError('app.error.malformed', 200, images ?? {});
      const put = (url: unknown) => () =>
        http.request('product', 'ProductImage/systemproductimage', {
          method: 'PUT',
          body: { ProductImageId: cover.ProductImageId, ImgUrl: String(url ?? ''), IsCover: true },
        });
      await write(put(data.ImgUrl), previous && put(cover.ImgUrl ?? previous.ImgUrl));
    });
    return { success: true, status: `${PRODUCT_TEXT}updated`, productId: id, productDetailId: detailId };
  } catch (failure) {
    if (!previous || undos.length === 0) return failed(failure, { productId: id });
    return failed(failure, { productId: id, rolledBack: await undoAll(undos) });
  }
}

/** Puts back an update's changes, last first; true when every one was put back. */
async function undoAll(undos: readonly Undo[]): Promise<boolean> {
  let all = true;
  for (const undo of [...undos].reverse()) {
    try {
      await undo();
    } catch {
      all = false;
    }
  }
  return all;
}

/** One product as the edit form shows it: product, attribute and cover image together. */
export async function readProduct(http: HttpClient, id: number): Promise<Record<string, unknown>> {
  const product = await http.request<ProductWire>('product', 'Product/Product', { query: { productId: id } });
  if (!product?.ProductDetailId) throw new HttpError('ra.notification.item_doesnt_exist', 404, product ?? {});
  const detailId = product.ProductDetailId;
  const [attribute, images] = await Promise.all([
    http
      .request<ProductAttributeWire | null>('product', 'ProductAttribute/productattribute', {
        query: { productDetailId: detailId },
      })
      .catch((error) => (statusOf(error) === 404 ? null : Promise.reject(error))),
    http
      .request<ProductImageWire[] | null>('product', 'ProductImage/productimages', {
        query: { productDetailId: detailId },
      })
      .catch((error) => (statusOf(error) === 404 ? [] : Promise.reject(error))),
  ]);
  const first = coverOf(images);
  // The cover is read by its id (`ProductImage/productimage?productImageId=`).
  const cover = first?.ProductImageId
    ? await http
        .request<ProductImageWire | null>('product', 'ProductImage/productimage', {
          query: { productImageId: first.ProductImageId },
        })
        .then((image) => image ?? first)
        .catch((error) => (statusOf(error) === 404 ? first : Promise.reject(error)))
    : first;
  return {
    ...product,
    ProductAttributeId: attribute?.ProductAttributeId ?? null,
    UnitId: attribute?.UnitId ?? null,
    MeasurementValue: attribute?.MeasurementValue ?? 0,
    MeasurementId: attribute?.MeasurementId ?? null,
    SizeWidth: attribute?.SizeWidth ?? 0,
    SizeLong: attribute?.SizeLong ?? 0,
    SizeHeight: attribute?.SizeHeight ?? 0,
    ProductImageId: cover?.ProductImageId ?? null,
    ImgUrl: cover?.ImgUrl ?? '',
  };
}
