import { HttpError, type RaRecord } from 'react-admin';
import { toPage } from '../../api/envelope';
import { asHttpError, type HttpClient } from '../../api/http';
import { wholePagedList, type WireRecord } from '../../providers/dataEngine';
import { WHOLE_LIST_PER_PAGE } from '../../providers/paging';
import {
  PRODUCT_OWNER,
  type ProductAttributeWire,
  type ProductImageWire,
  type ProductWire,
} from '../shared/catalogueWire';

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

const PRODUCT_TEXT = 'resources.products.notifications.';

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

class StepFailure extends Error {
  constructor(
    public readonly step: ProductStep,
    public readonly cause: unknown,
    /** What the result adds (a first step that timed out: what looking for it found). */
    public readonly extra: Partial<SequenceResult> = {},
  ) {
    super(step);
  }
}

async function step<T>(name: ProductStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StepFailure) throw error;
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

interface ProductIds {
  ProductId: number;
  ProductDetailId: number;
}

/** The parts a create makes after the product, each removed by its detail id. */
const PARTS = {
  attribute: 'ProductAttribute/systemproductattribute',
  image: 'ProductImage/systemproductimage',
} as const;
type Part = keyof typeof PARTS;

/**
 * Product names whose create's first step may have made a product the app could not find
 * afterwards (looking failed too): the next create of that name looks before it posts. Per client,
 * for the page's life.
 */
const unresolvedNames = new WeakMap<HttpClient, Set<string>>();
function unresolvedOf(http: HttpClient): Set<string> {
  let names = unresolvedNames.get(http);
  if (!names) unresolvedNames.set(http, (names = new Set()));
  return names;
}

/**
 * Create: product, then attribute, then cover image. A 401 met on the way ends the session only
 * after what was made is removed, and every call of the create carries the token it began with
 * (http.holdSignOut), so the removal is never sent signed out. A first step without a
 * clear answer (a timeout) is looked for before anything else: found, the create goes on with it;
 * so saving again never makes a second product.
 */
export function createProduct(http: HttpClient, data: Partial<RaRecord>): Promise<SequenceResult> {
  const unresolved = unresolvedOf(http);
  return http.holdSignOut((held) => createSteps(held, data, unresolved));
}

async function createSteps(
  http: HttpClient,
  data: Partial<RaRecord>,
  unresolved: Set<string>,
): Promise<SequenceResult> {
  const body = { ...productBody(data), ProductOwner: PRODUCT_OWNER };
  let made: ProductIds | undefined;
  const parts = new Set<Part>();
  let failedPart: Part | undefined;
  try {
    made = await step('add_product_failed', () => makeProduct(http, body, unresolved));
    const detailId = made.ProductDetailId;
    failedPart = 'attribute';
    parts.add('attribute');
    await step('add_attribute_failed', () =>
      http.request('product', PARTS.attribute, {
        method: 'POST',
        body: { ProductDetailId: detailId, ...attributeBody(data) },
      }),
    );
    failedPart = 'image';
    parts.add('image');
    await step('add_image_failed', () =>
      http.request('product', PARTS.image, {
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
    // A part whose call was refused was not made; one that failed otherwise may have been.
    if (failedPart && failure instanceof StepFailure && !mayHaveWritten(failure.cause))
      parts.delete(failedPart);
    const rolledBack = await removeMade(http, made, parts);
    return failed(failure, { rolledBack, productId: made.ProductId, productDetailId: made.ProductDetailId });
  }
}

/**
 * The first step: POST Product/SystemProduct, or the product an earlier try of the same name made
 * without answering. When the post may have made a product without saying so, the list is asked
 * before the step counts as failed.
 */
async function makeProduct(
  http: HttpClient,
  body: ReturnType<typeof productBody>,
  unresolved: Set<string>,
): Promise<ProductIds> {
  if (unresolved.has(body.ProductName)) {
    const earlier = await lookFor(http, body, unresolved, undefined);
    unresolved.delete(body.ProductName);
    if (earlier) return earlier;
  }
  try {
    const answer = await http.request<Partial<ProductIds> | null>('product', 'Product/SystemProduct', {
      method: 'POST',
      body,
    });
    if (!answer?.ProductId || !answer.ProductDetailId)
      throw new HttpError('app.error.malformed', 200, answer ?? {});
    return { ProductId: answer.ProductId, ProductDetailId: answer.ProductDetailId };
  } catch (error) {
    if (!mayHaveWritten(error)) throw error;
    const found = await lookFor(http, body, unresolved, error);
    if (found) return found;
    throw new StepFailure('add_product_failed', error, { lookup: 'absent' });
  }
}

/** Looks for the product; a look that fails leaves the name unresolved and the step failed. */
async function lookFor(
  http: HttpClient,
  body: ReturnType<typeof productBody>,
  unresolved: Set<string>,
  postError: unknown,
): Promise<ProductIds | undefined> {
  try {
    return await findUnfinished(http, body);
  } catch (lookError) {
    unresolved.add(body.ProductName);
    // Whether a product was made is not known: neither "removed" nor "left behind".
    throw new StepFailure('add_product_failed', postError ?? lookError, {
      lookup: 'failed',
      rolledBack: undefined,
    });
  }
}

/**
 * The product a create's first step made without answering: named and filed as `body`, and
 * without an attribute yet (a product made before, complete, has one). Read from the list call
 * (`Product/GetAllProducts?ProductName=`, every page); the newest such product when several.
 */
async function findUnfinished(
  http: HttpClient,
  body: ReturnType<typeof productBody>,
): Promise<ProductIds | undefined> {
  const { data: rows } = await wholePagedList(
    {
      pagination: { page: 1, perPage: WHOLE_LIST_PER_PAGE },
      sort: { field: 'ProductId', order: 'DESC' },
      filter: {},
    },
    async ({ pagination }) => {
      const answer = await http.request('product', 'Product/GetAllProducts', {
        query: { page: pagination?.page, pageSize: pagination?.perPage, ProductName: body.ProductName },
      });
      try {
        return toPage<WireRecord>(answer);
      } catch (error) {
        throw asHttpError(error);
      }
    },
  );
  const candidates = rows
    .filter((row) => isFiledAs(row, body))
    .sort((a, b) => Number(b.ProductId) - Number(a.ProductId));
  for (const row of candidates) {
    const detailId = Number(row.ProductDetailId);
    if (!(await hasAttribute(http, detailId)))
      return { ProductId: Number(row.ProductId), ProductDetailId: detailId };
  }
  return undefined;
}

/** A list row with the body's name and, where the row carries them, its category, brand and barcode. */
function isFiledAs(row: WireRecord, body: ReturnType<typeof productBody>): boolean {
  if (!num(row.ProductId) || !num(row.ProductDetailId)) return false;
  if (String(row.ProductName ?? '').trim() !== body.ProductName) return false;
  const same = (field: keyof typeof body) =>
    row[field] === undefined || row[field] === null || String(row[field]).trim() === String(body[field]);
  return same('ProductCategoryId') && same('ProductSubCategoryId') && same('BrandId') && same('Barcode');
}

/** Whether a product detail has its attribute (`ProductAttribute/productattribute`; 404: none). */
async function hasAttribute(http: HttpClient, detailId: number): Promise<boolean> {
  try {
    const attribute = await http.request<Partial<ProductAttributeWire> | null>(
      'product',
      'ProductAttribute/productattribute',
      { query: { productDetailId: detailId } },
    );
    return !!attribute?.ProductAttributeId;
  } catch (error) {
    if (statusOf(error) === 404) return false;
    throw error;
  }
}

/**
 * Undoes a half-made product, last part first: image, attribute, then the product. A part already
 * gone (404) counts as removed. Stops at the first failure so the product stays in the list, where
 * the delete sequence can remove it whole. True when everything it made is gone.
 */
async function removeMade(http: HttpClient, made: ProductIds, parts: ReadonlySet<Part>) {
  const removals = [
    ...(['image', 'attribute'] as const)
      .filter((part) => parts.has(part))
      .map((part) => ({ path: PARTS[part], query: { productDetailId: made.ProductDetailId } })),
    { path: 'Product/SystemProduct', query: { productId: made.ProductId } },
  ];
  for (const { path, query } of removals) {
    try {
      await http.request('product', path, { method: 'DELETE', query });
    } catch (error) {
      if (statusOf(error) !== 404) return false;
    }
  }
  return true;
}

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

/** A product's cover among its images: the one marked `IsCover`, else the first. */
export const coverOf = (images: ProductImageWire[] | null | undefined): ProductImageWire | undefined =>
  Array.isArray(images) ? (images.find((image) => image.IsCover) ?? images[0]) : undefined;

/**
 * Delete: product, then attribute, then image, each only after the one before. One that fails
 * midway says what is left on the server (`left`): the parts not removed, so staff know what to
 * clear.
 */
export async function deleteProduct(http: HttpClient, id: number, detailId: number): Promise<SequenceResult> {
  const removals: { step: ProductStep; part: ProductPart; path: string; query: Record<string, number> }[] = [
    {
      step: 'delete_product_failed',
      part: 'product',
      path: 'Product/SystemProduct',
      query: { productId: id },
    },
    {
      step: 'delete_attribute_failed',
      part: 'attribute',
      path: PARTS.attribute,
      query: { productDetailId: detailId },
    },
    { step: 'delete_image_failed', part: 'image', path: PARTS.image, query: { productDetailId: detailId } },
  ];
  for (const [index, removal] of removals.entries()) {
    try {
      await step(removal.step, () =>
        http.request('product', removal.path, { method: 'DELETE', query: removal.query }),
      );
    } catch (failure) {
      // The first step failing leaves the product whole, as it was: nothing to list.
      const left = index === 0 ? undefined : removals.slice(index).map(({ part }) => part);
      return failed(failure, { productId: id, left });
    }
  }
  return { success: true, status: `${PRODUCT_TEXT}deleted`, productId: id, productDetailId: detailId };
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
