import { HttpError, type RaRecord } from 'react-admin';
import { toPage } from '../../api/envelope';
import { asHttpError, type HttpClient } from '../../api/http';
import { wholePagedList, type WireRecord } from '../../providers/dataEngine';
import { WHOLE_LIST_PER_PAGE } from '../../providers/paging';
import { PRODUCT_OWNER, type ProductAttributeWire } from '../shared/domain/catalogue/catalogueWire';
import {
  failed,
  mayHaveWritten,
  num,
  PARTS,
  PRODUCT_TEXT,
  productBody,
  statusOf,
  step,
  StepFailure,
  attributeBody,
  type Part,
  type SequenceResult,
} from './productSteps';

interface ProductIds {
  ProductId: number;
  ProductDetailId: number;
}

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
