import { HttpError, type RaRecord } from 'react-admin';
import type { HttpClient } from '../../api/http';
import {
  PRODUCT_OWNER,
  type ProductAttributeWire,
  type ProductImageWire,
  type ProductWire,
} from '../shared/catalogueWire';

/**
 * The multi-call sequences of spec §4 for a product, step by step: each step runs only if the one
 * before succeeded, and the result names the first step that failed (spec §8 texts, as translation
 * keys under resources.products.notifications). Beyond the spec (DESIGN §7), a create that fails
 * after its first step removes what it made.
 */
export type ProductStep =
  | 'add_product_failed'
  | 'add_attribute_failed'
  | 'add_image_failed'
  | 'put_product_failed'
  | 'put_attribute_failed'
  | 'put_image_failed'
  | 'delete_product_failed'
  | 'delete_attribute_failed'
  | 'delete_image_failed';

export const PRODUCT_TEXT = 'resources.products.notifications.';

export interface SequenceResult {
  success: boolean;
  /** The spec's result text: success, or the first failing step. A translation key. */
  status: string;
  /** The server's message of the failing step. */
  message?: string;
  /** Create only: whether what the first steps made was removed again. */
  rolledBack?: boolean;
  productId?: number;
  productDetailId?: number;
  /** The HTTP status of the failing step (a 401 still ends the session). */
  httpStatus?: number;
}

/** What react-admin gets when a sequence fails: the step's text, and the details for the screen. */
export class ProductStepError extends HttpError {
  constructor(public readonly result: SequenceResult) {
    super(result.status, result.httpStatus || 500, result);
    this.name = 'ProductStepError';
  }
}

const statusOf = (error: unknown) => (error as { status?: number })?.status ?? 0;
const messageOf = (error: unknown) => (error as Error)?.message ?? String(error);

const num = (value: unknown, fallback = 0) => {
  const number = Number(value);
  return value === '' || value === null || value === undefined || !Number.isFinite(number)
    ? fallback
    : number;
};

/** The product fields of POST/PUT Product/SystemProduct. */
export function productBody(data: Partial<RaRecord>) {
  return {
    ProductCategoryId: num(data.ProductCategoryId),
    ProductSubCategoryId: num(data.ProductSubCategoryId),
    ProductName: String(data.ProductName ?? '').trim(),
    ProductDescription: String(data.ProductDescription ?? ''),
    ProductSummary: String(data.ProductSummary ?? ''),
    Barcode: String(data.Barcode ?? '').trim(),
    BrandId: num(data.BrandId),
  };
}

/** The attribute fields; MeasurementValue defaults to 0 and the stock option is always on (spec §9). */
export function attributeBody(data: Partial<RaRecord>) {
  return {
    UnitId: num(data.UnitId),
    MeasurementValue: num(data.MeasurementValue, 0),
    SizeWidth: num(data.SizeWidth),
    SizeLong: num(data.SizeLong),
    SizeHeight: num(data.SizeHeight),
    IsUseStockOption: true,
  };
}

class StepFailure extends Error {
  constructor(
    public readonly step: ProductStep,
    public readonly cause: unknown,
  ) {
    super(step);
  }
}

async function step<T>(name: ProductStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StepFailure(name, error);
  }
}

function failed(failure: unknown, extra: Partial<SequenceResult> = {}): SequenceResult {
  if (!(failure instanceof StepFailure)) throw failure;
  return {
    success: false,
    status: PRODUCT_TEXT + failure.step,
    message: messageOf(failure.cause),
    httpStatus: statusOf(failure.cause),
    ...extra,
  };
}

/** Create: product, then attribute, then cover image. */
export async function createProduct(http: HttpClient, data: Partial<RaRecord>): Promise<SequenceResult> {
  let made: { ProductId: number; ProductDetailId: number } | undefined;
  let attributeMade = false;
  try {
    made = await step('add_product_failed', async () => {
      const answer = await http.request<{ ProductId?: number; ProductDetailId?: number } | null>(
        'product',
        'Product/SystemProduct',
        {
          method: 'POST',
          body: { ...productBody(data), ProductOwner: PRODUCT_OWNER },
        },
      );
      if (!answer?.ProductId || !answer.ProductDetailId)
        throw new HttpError('app.error.malformed', 200, answer ?? {});
      return { ProductId: answer.ProductId, ProductDetailId: answer.ProductDetailId };
    });
    const detailId = made.ProductDetailId;
    await step('add_attribute_failed', () =>
      http.request('product', 'ProductAttribute/systemproductattribute', {
        method: 'POST',
        body: { ProductDetailId: detailId, ...attributeBody(data) },
      }),
    );
    attributeMade = true;
    await step('add_image_failed', () =>
      http.request('product', 'ProductImage/systemproductimage', {
        method: 'POST',
        body: { ProductDetailId: detailId, ImgUrl: String(data.ImgUrl ?? ''), IsCover: true },
      }),
    );
    return {
      success: true,
      status: `${PRODUCT_TEXT}created`,
      productId: made.ProductId,
      productDetailId: detailId,
    };
  } catch (failure) {
    if (!made) return failed(failure, { rolledBack: true });
    const rolledBack = await removeQuietly(http, made.ProductId, made.ProductDetailId, attributeMade);
    return failed(failure, { rolledBack, productId: made.ProductId, productDetailId: made.ProductDetailId });
  }
}

/** Undoes a half-made product; true when everything it made is gone. */
async function removeQuietly(http: HttpClient, productId: number, detailId: number, attributeMade: boolean) {
  try {
    if (attributeMade) {
      await http.request('product', 'ProductAttribute/systemproductattribute', {
        method: 'DELETE',
        query: { productDetailId: detailId },
      });
    }
    await http.request('product', 'Product/SystemProduct', { method: 'DELETE', query: { productId } });
    return true;
  } catch {
    return false;
  }
}

/** Edit: update product, fetch and update attribute, then fetch the first image and update it as cover. */
export async function updateProduct(
  http: HttpClient,
  id: number,
  data: Partial<RaRecord>,
): Promise<SequenceResult> {
  try {
    await step('put_product_failed', () =>
      http.request('product', 'Product/SystemProduct', {
        method: 'PUT',
        body: { ProductId: id, ...productBody(data) },
      }),
    );
    const detailId = num(data.ProductDetailId);
    await step('put_attribute_failed', async () => {
      const current = await http.request<ProductAttributeWire | null>(
        'product',
        'ProductAttribute/productattribute',
        {
          query: { productDetailId: detailId },
        },
      );
      if (!current?.ProductAttributeId) throw new HttpError('app.error.malformed', 200, current ?? {});
      await http.request('product', 'ProductAttribute/systemproductattribute', {
        method: 'PUT',
        body: { ProductAttributeId: current.ProductAttributeId, ...attributeBody(data) },
      });
    });
    await step('put_image_failed', async () => {
      const images = await http.request<ProductImageWire[] | null>('product', 'ProductImage/productimages', {
        query: { productDetailId: detailId },
      });
      const first = Array.isArray(images) ? images[0] : undefined;
      if (!first?.ProductImageId) throw new HttpError('app.error.malformed', 200, images ?? {});
      await http.request('product', 'ProductImage/systemproductimage', {
        method: 'PUT',
        body: { ProductImageId: first.ProductImageId, ImgUrl: String(data.ImgUrl ?? ''), IsCover: true },
      });
    });
    return { success: true, status: `${PRODUCT_TEXT}updated`, productId: id, productDetailId: detailId };
  } catch (failure) {
    return failed(failure, { productId: id });
  }
}

/** Delete: product, then attribute, then image. */
export async function deleteProduct(http: HttpClient, id: number, detailId: number): Promise<SequenceResult> {
  try {
    await step('delete_product_failed', () =>
      http.request('product', 'Product/SystemProduct', { method: 'DELETE', query: { productId: id } }),
    );
    await step('delete_attribute_failed', () =>
      http.request('product', 'ProductAttribute/systemproductattribute', {
        method: 'DELETE',
        query: { productDetailId: detailId },
      }),
    );
    await step('delete_image_failed', () =>
      http.request('product', 'ProductImage/systemproductimage', {
        method: 'DELETE',
        query: { productDetailId: detailId },
      }),
    );
    return { success: true, status: `${PRODUCT_TEXT}deleted`, productId: id, productDetailId: detailId };
  } catch (failure) {
    return failed(failure, { productId: id });
  }
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
  const first = Array.isArray(images) ? (images.find((image) => image.IsCover) ?? images[0]) : undefined;
  // Spec §7: the cover is read by its id (`ProductImage/productimage?productImageId=`).
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
