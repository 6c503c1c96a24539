import { HttpError, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { type Query } from '../api/http';
import { type Page } from '../api/envelope';
import { LIST_PER_PAGE, WHOLE_LIST_MAX_PAGES } from './paging';
import { PAGING_PRESETS, type FilterSpec, type ListSpec, type WireRecord } from './description';

export function withId(record: WireRecord, idField: string): RaRecord {
  return { ...record, id: record[idField] as Identifier };
}

/** Two ids name the same record whatever their type (`101` from the server, `"101"` from the URL). */
export const sameId = (a: unknown, b: unknown): boolean =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

export const notFound = () => new HttpError('ra.notification.item_doesnt_exist', 404, {});
/** Not in the rows a whole list's paging read before its bound (WHOLE_LIST_MAX_PAGES). */
export const notFoundWithin = (rows: number) =>
  new HttpError('app.error.not_found_within', 404, { messageArgs: { rows: rows.toLocaleString('en-US') } });

/** A paged list's filter that matches its id field exactly: one record is read with it, in one call. */
export function idFilterOf(spec: ListSpec | undefined, idField: string): string | undefined {
  const exact = ([field, raw]: [string, string | FilterSpec]) => {
    const full = filterSpec(field, raw);
    return full.field === idField && full.match === 'equals' && !full.orMatches;
  };
  return spec?.paging ? Object.entries(spec.filters ?? {}).find(exact)?.[0] : undefined;
}

/**
 * Every row of a paged list: the first page, then, while the service answered fewer rows than its
 * total, the next pages in the page size it really used (a service that caps its page size answers
 * fewer than asked). Bounded by WHOLE_LIST_MAX_PAGES.
 */
export async function wholePagedList(
  params: GetListParams,
  ask: (params: GetListParams) => Promise<Page<WireRecord>>,
): Promise<Page<WireRecord>> {
  const first = await ask({ ...params, pagination: { page: 1, perPage: params.pagination!.perPage } });
  const rows = [...first.data];
  const pageSize = first.data.length;
  if (pageSize === 0) return first;
  for (let page = 2; rows.length < first.total && page <= WHOLE_LIST_MAX_PAGES; page++) {
    const next = await ask({ ...params, pagination: { page, perPage: pageSize } });
    if (next.data.length === 0) break;
    rows.push(...next.data);
  }
  return { data: rows, total: Math.max(first.total, rows.length) };
}

export function unsupported(resource: string, operation: string): never {
  throw new HttpError('app.error.unsupported_operation', 0, { resource, operation });
}

export const filterSpec = (
  field: string,
  spec: string | FilterSpec,
): Required<Pick<FilterSpec, 'param' | 'field' | 'match'>> & FilterSpec => {
  const full = typeof spec === 'string' ? { param: spec } : spec;
  return { match: 'equals', field: full.param === field ? field : full.param, ...full };
};

/** The query of a list call: paging, filters, sorting and the spec's own extras. */
export function listQuery(spec: ListSpec, params: GetListParams): Query {
  const query: Query = {};
  if (spec.paging) {
    const [pageParam, sizeParam] = PAGING_PRESETS[spec.paging];
    query[pageParam] = params.pagination?.page ?? 1;
    query[sizeParam] = params.pagination?.perPage ?? LIST_PER_PAGE;
  }
  for (const [field, raw] of Object.entries(spec.filters ?? {})) {
    const value = params.filter?.[field];
    if (value === undefined || value === null || value === '') continue;
    query[filterSpec(field, raw).param] = value as Query[string];
  }
  const sortField = params.sort?.field;
  if (spec.serverSort && sortField && sortField !== 'id') {
    const renamed = spec.serverSort === true ? undefined : spec.serverSort[sortField];
    query.Sort = renamed ?? sortField;
    query.Order = params.sort?.order;
  }
  return { ...query, ...spec.query?.(params) };
}

export const idPath = (path: string, id: Identifier | undefined) =>
  id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));

export function firstRecord(payload: unknown): WireRecord | undefined {
  const value = Array.isArray(payload) ? payload[0] : payload;
  return value && typeof value === 'object' ? (value as WireRecord) : undefined;
}

/** Whether a record's value passes a filter's wanted value, the same in the app and the demo. */
export function matchesFilter(
  value: unknown,
  wanted: string,
  match: NonNullable<FilterSpec['match']>,
): boolean {
  const text = String(value ?? '');
  switch (match) {
    case 'contains':
      return text.toLocaleLowerCase().includes(wanted.trim().toLocaleLowerCase());
    case 'from':
      return text !== '' && text.slice(0, wanted.length) >= wanted;
    case 'to':
      return text !== '' && text.slice(0, wanted.length) <= wanted;
    default:
      return String(value) === wanted;
  }
}

/** Whether a record passes one filter of its description (its field, or any of `orMatches`). */
export function recordMatchesFilter(
  record: WireRecord,
  spec: ReturnType<typeof filterSpec>,
  wanted: string,
): boolean {
  return [{ field: spec.field, match: spec.match }, ...(spec.orMatches ?? [])].some(({ field, match }) =>
    matchesFilter(record[field], wanted, match ?? 'equals'),
  );
}

/** Filters, sorts and pages an answer that holds every record (a list without `paging`). */
export function applyListParams(
  records: WireRecord[],
  params: GetListParams,
  filters: ListSpec['filters'] = {},
): Page<WireRecord> {
  const { filter = {}, sort, pagination } = params;
  let rows = records.filter((record) =>
    Object.entries(filter).every(([field, wanted]) => {
      if (wanted === undefined || wanted === null || wanted === '') return true;
      const spec = filters[field] ? filterSpec(field, filters[field]) : undefined;
      if (spec?.serverOnly) return true;
      if (field === 'q' && !spec) {
        const needle = String(wanted).toLocaleLowerCase();
        return Object.values(record).some(
          (value) => typeof value === 'string' && value.toLocaleLowerCase().includes(needle),
        );
      }
      const value = record[spec?.field ?? field];
      if (Array.isArray(wanted)) return wanted.map(String).includes(String(value));
      return spec
        ? recordMatchesFilter(record, spec, String(wanted))
        : matchesFilter(value, String(wanted), 'equals');
    }),
  );
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * compareValues(a[sort.field], b[sort.field]));
  }
  const total = rows.length;
  if (pagination) {
    const start = (pagination.page - 1) * pagination.perPage;
    rows = rows.slice(start, start + pagination.perPage);
  }
  return { data: rows, total };
}

const collator = new Intl.Collator('th', { numeric: true });

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
