import type { DemoStore } from '../store';
import { fail, intParam, unauthorised } from './respond';

/**
 * Reading requests for the catalogue handlers: body fields, ids in the query, paging and the
 * assumed `Sort`/`Order` parameters.
 */
export type Body = Record<string, unknown>;

/** A resolver run only for a valid Bearer token (401 otherwise), given the request and its URL. */
export const signedIn =
  (
    store: DemoStore,
    resolve: (
      request: Request,
      url: URL,
      params: Record<string, string | readonly string[] | undefined>,
    ) => Response | Promise<Response>,
  ) =>
  ({
    request,
    params,
  }: {
    request: Request;
    params?: Record<string, string | readonly string[] | undefined>;
  }) =>
    unauthorised(store, request) ?? resolve(request, new URL(request.url), params ?? {});

/** A body's text, trimmed; '' when absent. */
export const textField = (body: Body, field: string) => {
  const value = body[field];
  return value === undefined || value === null ? '' : String(value).trim();
};

/** A body's number: undefined when absent or empty, NaN when it is not a number. */
export function numberField(body: Body, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) ? number : NaN;
}

/** A body's flag: booleans, 'true'/'false', 1/0; the fallback otherwise. */
export function boolField(body: Body, field: string, fallback: boolean): boolean {
  const value = body[field];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

/** A number field that must be there: the number, or a 400 naming the field. */
export function requiredNumber(body: Body, field: string): number | Response {
  const value = numberField(body, field);
  if (value === undefined) return fail(400, `${field} is required`);
  if (Number.isNaN(value)) return fail(400, `${field} must be a number`);
  return value;
}

/** An optional number that may not be negative (0 when absent), or a 400 naming the field. */
export function sizeNumber(body: Body, field: string): number | Response {
  const value = numberField(body, field) ?? 0;
  if (Number.isNaN(value)) return fail(400, `${field} must be a number`);
  if (value < 0) return fail(400, `${field} must not be negative`);
  return value;
}

const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1);
const uncapitalised = (name: string) => name[0].toLowerCase() + name.slice(1);

/** A number from the query, under its name or with its first letter's case switched. */
export const queryNumber = (url: URL, name: string) =>
  intParam(url, name, capitalised(name), uncapitalised(name));

/** An id the query must carry: the id, or a 400 naming the parameter. */
export function queryId(url: URL, name: string): number | Response {
  const id = queryNumber(url, name);
  return id === undefined ? fail(400, `${name} is required (a number)`) : id;
}

/** A text from the query, trimmed and lower-cased for "contains" filters. */
export const queryText = (url: URL, name: string) =>
  (url.searchParams.get(name) ?? url.searchParams.get(uncapitalised(name)) ?? '').trim().toLocaleLowerCase();

/** Page and page size, as `page`/`pageSize` or `Page`/`PageSize` (default 1 and 50). */
export const paging = (url: URL) =>
  [queryNumber(url, 'page') ?? 1, queryNumber(url, 'pageSize') ?? 50] as const;

/** The next id of a collection: one more than the largest, or `first` when it is empty. */
export const nextId = <T>(rows: readonly T[], id: (row: T) => number, first = 1) =>
  rows.reduce((next, row) => Math.max(next, id(row) + 1), first);

export const notFound = (what: string, id: number) => fail(404, `${what} ${id} not found`);

const collator = new Intl.Collator('th', { numeric: true });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Sorts by the assumed `Sort` (a field of the rows, or an alias of one) and `Order` (ASC or DESC).
 * Without `Sort` the rows keep their order (reversed for DESC). Ties keep the incoming order.
 * An unknown field or order answers 400.
 */
export function sortRows<T extends object>(
  rows: T[],
  url: URL,
  fields: readonly (keyof T & string)[],
  aliases: Record<string, keyof T & string> = {},
): T[] | Response {
  const sort = (url.searchParams.get('Sort') ?? url.searchParams.get('sort') ?? '').trim();
  const order = (url.searchParams.get('Order') ?? url.searchParams.get('order') ?? 'ASC')
    .trim()
    .toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') return fail(400, `Order must be ASC or DESC, not "${order}"`);
  const direction = order === 'DESC' ? -1 : 1;
  if (!sort) return direction === 1 ? rows : [...rows].reverse();
  const field = aliases[sort] ?? fields.find((name) => name === sort);
  if (!field) {
    return fail(400, `Sort must be one of ${[...fields, ...Object.keys(aliases)].join(', ')}; not "${sort}"`);
  }
  return [...rows].sort((a, b) => direction * compare(a[field], b[field]));
}
