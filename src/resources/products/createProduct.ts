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

/** Names whose first step may have made a product that could not be found: the next create looks first. */
const unresolvedNames = new WeakMap<HttpClient, Set<string>>();
function unresolvedOf(http: HttpClient): Set<string> {
  let names = unresolvedNames.get(http);
  if (!names) unresolvedNames.set(http, (names = new Set()));
  return names;
}

/** A 401 ends the session only once what was made is removed (holdSignOut); saving again never makes a second product. */
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

/** When the post may have made a product without saying so, the list is asked before the step fails. */
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

/** Named and filed as `body` and without an attribute yet, which a complete product has. */
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

function isFiledAs(row: WireRecord, body: ReturnType<typeof productBody>): boolean {
  if (!num(row.ProductId) || !num(row.ProductDetailId)) return false;
  if (String(row.ProductName ?? '').trim() !== body.ProductName) return false;
  const same = (field: keyof typeof body) =>
    row[field] === undefined || row[field] === null || String(row[field]).trim() === String(body[field]);
  return same('ProductCategoryId') && same('ProductSubCategoryId') && same('BrandId') && same('Barcode');
}

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

/** Last part first, stopping at a failure so the product stays listed for the delete to remove whole. */
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
