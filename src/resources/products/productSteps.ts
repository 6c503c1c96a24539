import { HttpError, type RaRecord } from 'react-admin';
import type { ProductImageWire } from '../shared/domain/catalogue/catalogueWire';

/**
 * The multi-call sequences of a product (docs/requirements.md, "Catalogue"), step by step: each step
 * runs only if the one before succeeded, and the result names the first step that failed (the old
 * app's texts, as translation keys under resources.products.notifications). Beyond the old app
 * (docs/decisions.md, "Where the app differs from the old back-office"), a create that fails after
 * its first step removes what it made.
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
  /**
   * Create: whether what the first steps made was removed again. Update: whether what it changed
   * before the failing step was put back as it was.
   */
  rolledBack?: boolean;
  /**
   * Create only, when the first step got no clear answer (a timeout): the product was looked for
   * and is not there ('absent': saving again is safe), or it could not be looked for ('failed':
   * the next save of that name looks first).
   */
  lookup?: 'absent' | 'failed';
  productId?: number;
  productDetailId?: number;
  /** The HTTP status of the failing step (a 401 still ends the session). */
  httpStatus?: number;
  /** Delete only, failed after its first step: the parts still on the server. */
  left?: ProductPart[];
}

/** The parts of a product the sequences write. */
export type ProductPart = 'product' | 'attribute' | 'image';

/**
 * What react-admin gets when a sequence fails: the step's text, and the details for the screen,
 * which knows it by its type. An HttpError still (its status: a 401 ends the session).
 */
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

/** The attribute fields; MeasurementValue defaults to 0 and the stock option is always on. */
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
    /** What the result adds (a first step that timed out: what looking for it found). */
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

/**
 * Whether a failed call may still have done its work: no answer (a timeout, a lost connection), a
 * server fault, or a success the app could not read. Only a refusal (4xx) surely made nothing.
 */
export function mayHaveWritten(error: unknown): boolean {
  const status = statusOf(error);
  return status < 400 || status >= 500;
}

/** The parts a create makes after the product, each removed by its detail id. */
export const PARTS = {
  attribute: 'ProductAttribute/systemproductattribute',
  image: 'ProductImage/systemproductimage',
} as const;
export type Part = keyof typeof PARTS;

/** A product's cover among its images: the one marked `IsCover`, else the first. */
export const coverOf = (images: ProductImageWire[] | null | undefined): ProductImageWire | undefined =>
  Array.isArray(images) ? (images.find((image) => image.IsCover) ?? images[0]) : undefined;
