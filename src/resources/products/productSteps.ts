import { HttpError, type RaRecord } from 'react-admin';
import type { ProductImageWire } from '../shared/domain/catalogue/catalogueWire';

/**
 * A product's calls run step by step and the result names the first that failed (docs/requirements.md, "Catalogue");
 * a failed create removes what it made (docs/decisions.md, "Where the app differs from the old back-office").
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
  /** A translation key: success, or the first failing step. */
  status: string;
  message?: string;
  /** What the first steps made was removed, or what they changed put back. */
  rolledBack?: boolean;
  /** A create whose first step timed out: `failed`, the next save of that name looks first. */
  lookup?: 'absent' | 'failed';
  productId?: number;
  productDetailId?: number;
  /** A 401 still ends the session. */
  httpStatus?: number;
  left?: ProductPart[];
}

export type ProductPart = 'product' | 'attribute' | 'image';

/** An HttpError still, so a 401 ends the session; the screen knows its details by its type. */
export class ProductStepError extends HttpError {
  constructor(public readonly result: SequenceResult) {
    super(result.status, result.httpStatus || 500, result);
    // react-admin's HttpError sets its own prototype, which would make this a plain HttpError.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ProductStepError';
  }
}

export const statusOf = (error: unknown) => (error as { status?: number })?.status ?? 0;
const messageOf = (error: unknown) => (error as Error)?.message ?? String(error);

export const num = (value: unknown, fallback = 0) => {
  const number = Number(value);
  return value === '' || value === null || value === undefined || !Number.isFinite(number)
    ? fallback
    : number;
};

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

export class StepFailure extends Error {
  constructor(
    public readonly step: ProductStep,
    public readonly cause: unknown,
    public readonly extra: Partial<SequenceResult> = {},
  ) {
    super(step);
  }
}

export async function step<T>(name: ProductStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    throw new StepFailure(name, error);
  }
}

export function failed(failure: unknown, extra: Partial<SequenceResult> = {}): SequenceResult {
  if (!(failure instanceof StepFailure)) throw failure;
  return {
    success: false,
    status: PRODUCT_TEXT + failure.step,
    message: messageOf(failure.cause),
    httpStatus: statusOf(failure.cause),
    ...extra,
    ...failure.extra,
  };
}

/** Only a refusal (4xx) surely made nothing. */
export function mayHaveWritten(error: unknown): boolean {
  const status = statusOf(error);
  return status < 400 || status >= 500;
}

export const PARTS = {
  attribute: 'ProductAttribute/systemproductattribute',
  image: 'ProductImage/systemproductimage',
} as const;
export type Part = keyof typeof PARTS;

export const coverOf = (images: ProductImageWire[] | null | undefined): ProductImageWire | undefined =>
  Array.isArray(images) ? (images.find((image) => image.IsCover) ?? images[0]) : undefined;
