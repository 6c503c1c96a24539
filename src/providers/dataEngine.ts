import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import type { ServiceName } from '../config/config';
import { asHttpError, isNotOffered, type AuthScheme, type HttpClient, type Query } from '../api/http';
import { toPage, type Page } from '../api/envelope';
import { LIST_PER_PAGE, ONE_BY_FILTER_ROWS, WHOLE_LIST_MAX_PAGES, WHOLE_LIST_PER_PAGE } from './paging';

/**
 * The declarative data layer (docs/adding-a-resource.md, "The data"). Each resource describes, in its
 * own folder, which service and path serve each operation, how its list pages, filters and sorts, and
 * how a wire record becomes the app's record (`fromWire`). `createResourceDataProvider` runs one
 * description; the demo backend reads the same description to serve it (src/demo/generic.ts).
 */
export type WireRecord = Record<string, unknown>;

/** Shared services an operation written as code may use. */
export interface EngineContext {
  http: HttpClient;
  /** Another resource's records through the app's data provider and its cache. */
  lookup: Lookup;
}

export interface Lookup {
  one(resource: string, id: Identifier): Promise<RaRecord>;
  /**
   * The whole list of a resource (reference data), cached; `fresh` asks the server again (a record
   * added since the list was cached).
   */
  all(resource: string, options?: { fresh?: boolean }): Promise<RaRecord[]>;
  /** The same with its total: fewer rows than the total when paging stopped at its bound. */
  whole(resource: string, options?: { fresh?: boolean }): Promise<{ data: RaRecord[]; total?: number }>;
}

/** An operation written as code, for multi-call sequences and special cases. */
export type OperationFn<P, R> = (ctx: EngineContext, params: P) => Promise<R>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec<P> {
  method?: Method;
  /** `:id` in the path is replaced by the record's id. */
  path: string;
  /** Extra query parameters. */
  query?: (params: P) => Query;
  body?: (params: P) => unknown;
  /** Defaults to the service's scheme (see SERVICE_AUTH). */
  auth?: AuthScheme;
  /**
   * A call the specification does not list (docs/api.md): a 404, 405 or 501 answer means the
   * service does not offer it, which the screen says (never "not found", never a made-up record).
   */
  assumed?: boolean;
}

/**
 * The paging shapes of the specification: the names of the page and page-size parameters. The
 * answer's shape is read by `toPage` whatever it is.
 */
export const PAGING_PRESETS = {
  'page/pageSize': ['page', 'pageSize'],
  'Page/PageSize': ['Page', 'PageSize'],
  'page/take': ['page', 'take'],
  'page/itemsPerPage': ['page', 'itemsPerPage'],
} as const;
export type PagingPreset = keyof typeof PAGING_PRESETS;

/** How the demo backend answers a list: `{Page, PageSize, Total, Data}`, adverts' meta, campaigns' count, or a bare list. */
export type AnswerShape = 'paged' | 'meta' | 'count' | 'list';

export interface FilterSpec {
  /** The query parameter the server reads. */
  param: string;
  /** The wire field it matches (default: the parameter's name). */
  field?: string;
  /**
   * Default 'equals'; 'contains' matches text anywhere, ignoring case; 'from' and 'to' are the ends
   * of a range, both included (dates `YYYY-MM-DD` against dates or date-times).
   */
  match?: 'contains' | 'equals' | 'from' | 'to';
  /** Whole lists: sent to the server only, not matched again in the app. */
  serverOnly?: boolean;
  /**
   * Other wire fields the same value may match, each in its own way: the record passes when any
   * of them or `field` matches (a partner filter read as its id or its name).
   */
  orMatches?: readonly { field: string; match?: FilterSpec['match'] }[];
}

export interface ListSpec extends CallSpec<GetListParams> {
  /** Paged on the server. Without it the server answers the whole list: filtered, sorted and paged here. */
  paging?: PagingPreset;
  /** react-admin filter field → query parameter (a string) or its full description. */
  filters?: Record<string, string | FilterSpec>;
  /**
   * Filters the call cannot go without (one supplier's products): until each has a value, the
   * list is empty and nothing is asked.
   */
  requiredFilters?: readonly string[];
  /**
   * The server sorts (assumed `Sort` = a wire field and `Order` = ASC|DESC, docs/api.md). A map
   * renames app fields to wire fields (`BrandTitle` → `Brandname`).
   */
  serverSort?: true | Record<string, string>;
  /** Demo backend only: the answer's shape (default 'paged' for paged lists, 'list' otherwise). */
  answer?: AnswerShape;
}

export interface OneSpec<P> extends CallSpec<P> {
  /** The id travels as this query parameter (`?brandId=3`). */
  idParam?: string;
  /** getOne of a whole list: an answer without the id (a partial record) is completed from the list's row. */
  completeFromList?: boolean;
  /**
   * getOne of an assumed call: when the service does not offer it, the record is read from the
   * whole list (paged through) instead.
   */
  orFromList?: boolean;
  /**
   * A lookup whose answer never names the record (a title read by its id in the query): a
   * non-empty answer is the asked record; an empty one is "not found".
   */
  answerOmitsId?: boolean;
}

/**
 * How one record is read when the specification gives no call for it: by the list's filter on its
 * id when a paged list has one (`idFilterOf`), else from the whole list, by its id.
 */
export const ONE_FROM_LIST = 'fromList' as const;

/**
 * `meta` of a getOne that reads a record again before a decision or a save: what the server holds
 * now, never a cached list's row.
 */
export const READ_AGAIN = { fresh: true } as const;

/**
 * A plain REST endpoint (`POST path`, `PUT path/{id}`, `DELETE path/{id}`), written through
 * ra-data-simple-rest.
 */
export interface RestSpec {
  path: string;
  /** The writes the endpoint takes (the menu's only `PUT`). */
  writes: readonly ('create' | 'update' | 'delete')[];
  /** Writes the specification does not list (see CallSpec's `assumed`). */
  assumed?: boolean;
  /** The fields sent on update (a promise when making them loads code first, such as a sanitiser). */
  body?: (params: UpdateParams) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The fields sent on create (default: the form's data). */
  createBody?: (params: CreateParams) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

export interface ActiveToggleSpec {
  /** Its own service when it differs from the resource's. */
  service?: ServiceName;
  path: string;
  idParam: string;
}

export interface ResourceDescription {
  service: ServiceName;
  /** The wire field that identifies a record; it is copied to react-admin's `id`. */
  idField: string;
  /** Every record read (list, one, write answers) goes through it: wire names to the app's. */
  fromWire?: (wire: WireRecord) => WireRecord;
  getList?: ListSpec | OperationFn<GetListParams, GetListResult>;
  getOne?: OneSpec<GetOneParams> | OperationFn<GetOneParams, { data: RaRecord }> | typeof ONE_FROM_LIST;
  /**
   * How a few records by id are read: from the whole list (cached, paged through), or one call each
   * (default: the list for whole lists and for resources without their own getOne).
   */
  many?: 'list' | 'one' | OperationFn<GetManyParams, { data: RaRecord[] }>;
  create?: OneSpec<CreateParams> | OperationFn<CreateParams, { data: RaRecord }>;
  update?: OneSpec<UpdateParams> | OperationFn<UpdateParams, { data: RaRecord }>;
  delete?: OneSpec<DeleteParams> | OperationFn<DeleteParams, { data: RaRecord }>;
  /** The PATCH that switches `IsActive`, asked through update with `meta.toggleActive`. */
  activeToggle?: ActiveToggleSpec;
  /** Writes of a plain REST endpoint. */
  rest?: RestSpec;
}

export function withId(record: WireRecord, idField: string): RaRecord {
  return { ...record, id: record[idField] as Identifier };
}

/** Two ids name the same record whatever their type (`101` from the server, `"101"` from the URL). */
export const sameId = (a: unknown, b: unknown): boolean =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

const notFound = () => new HttpError('ra.notification.item_doesnt_exist', 404, {});
/** Not in the rows a whole list's paging read before its bound (WHOLE_LIST_MAX_PAGES). */
const notFoundWithin = (rows: number) =>
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

function unsupported(resource: string, operation: string): never {
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

const idPath = (path: string, id: Identifier | undefined) =>
  id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));

function firstRecord(payload: unknown): WireRecord | undefined {
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

/** ra-data-simple-rest over the app's HTTP client (base URL, headers, envelope, errors). */
function simpleRest(ctx: EngineContext, service: ServiceName, path: string, assumed?: boolean) {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
    const json = await ctx.http.requestUrl(url, {
      method: (options.method as Method) ?? 'GET',
      body,
      auth: 'both',
      assumed,
    });
    return { status: 200, headers: new Headers(), body: JSON.stringify(json ?? null), json };
  };
  return simpleRestProvider(ctx.http.url(service, path).replace(/\/$/, ''), httpClient);
}

/** ra-data-simple-rest joins `apiUrl/resource/id`: the path's last segment is its resource. */
const restParts = (path: string) => {
  const slash = path.lastIndexOf('/');
  return { base: path.slice(0, Math.max(slash, 0)), resource: path.slice(slash + 1) };
};

/** Builds react-admin's DataProvider for one resource from its description. */
export function createResourceDataProvider(
  resource: string,
  description: ResourceDescription,
  ctx: EngineContext,
): DataProvider {
  const { service, idField } = description;
  const fromWire = description.fromWire ?? ((record: WireRecord) => record);
  const toRecord = (record: WireRecord) => withId(fromWire(record), idField);
  const listSpec = typeof description.getList === 'object' ? description.getList : undefined;
  const wholeList = !!listSpec && !listSpec.paging;

  async function runOne<P>(
    operation: 'getOne' | 'create' | 'update' | 'delete',
    defaultMethod: Method,
    params: P,
    fallback: () => WireRecord,
  ): Promise<{ data: RaRecord }> {
    const spec = description[operation] as OneSpec<P> | OperationFn<P, { data: RaRecord }> | undefined;
    if (!spec) unsupported(resource, operation);
    if (typeof spec === 'function') return spec(ctx, params);
    const id = (params as { id?: Identifier }).id;
    try {
      const payload = await ctx.http.request(service, idPath(spec.path, id), {
        method: spec.method ?? defaultMethod,
        query: { ...(spec.idParam ? { [spec.idParam]: id as string } : {}), ...spec.query?.(params) },
        body: spec.body?.(params),
        auth: spec.auth,
        assumed: spec.assumed,
      });
      const wire = firstRecord(payload);
      // Writes often answer nothing useful ("not shown" in the spec): keep what was sent.
      const record = wire && idField in wire ? wire : { ...fallback(), ...(wire ?? {}) };
      return { data: toRecord(record) };
    } catch (error) {
      throw asHttpError(error);
    }
  }

  async function toggleActive(params: UpdateParams) {
    const toggle = description.activeToggle!;
    const answer = await ctx.http.request<WireRecord | null>(toggle.service ?? service, toggle.path, {
      method: 'PATCH',
      query: { [toggle.idParam]: params.id as string },
    });
    const sent = { ...params.previousData, ...params.data, [idField]: params.id };
    return { data: toRecord({ ...sent, ...(answer && typeof answer === 'object' ? answer : {}) }) };
  }

  const restProvider = () => {
    const parts = restParts(description.rest!.path);
    return {
      provider: simpleRest(ctx, service, parts.base, description.rest!.assumed),
      resource: parts.resource,
    };
  };
  /** What a REST write answered, when it is a record (an answer without an id is not). */
  const writtenRecord = (data: RaRecord | undefined | null): WireRecord =>
    data && typeof data === 'object' && (data.id !== undefined || data[idField] !== undefined) ? data : {};

  async function restUpdate(params: UpdateParams) {
    const rest = description.rest!;
    const body = rest.body ? await rest.body(params) : params.data;
    const { provider, resource: restResource } = restProvider();
    const answer = await provider.update(restResource, { ...params, data: body });
    return {
      data: toRecord({
        ...params.previousData,
        ...body,
        ...writtenRecord(answer.data),
        [idField]: params.id,
      }),
    };
  }

  async function restCreate(params: CreateParams) {
    const rest = description.rest!;
    const body = rest.createBody ? await rest.createBody(params) : params.data;
    const { provider, resource: restResource } = restProvider();
    const answer = await provider.create(restResource, { ...params, data: body });
    const written = writtenRecord(answer.data);
    // ra-data-simple-rest copies the answer's `id`; a service naming its id otherwise keeps it under idField.
    return { data: toRecord({ ...body, ...written, [idField]: written[idField] ?? written.id }) };
  }

  async function restDelete(params: DeleteParams) {
    const { provider, resource: restResource } = restProvider();
    await provider.delete(restResource, params);
    return { data: toRecord({ ...(params.previousData ?? {}), [idField]: params.id }) };
  }

  /** Any failure of a write becomes the HttpError react-admin shows. */
  async function withHttpErrors<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /**
   * The id as the server gave it: react-admin takes an edit screen's id from the URL (a string),
   * but a typed service wants back the number it sent. The loaded record holds the server's own.
   */
  const serverId = (id: Identifier, previousData: RaRecord | undefined): Identifier => {
    const loaded = previousData?.[idField] ?? previousData?.id;
    return loaded !== undefined && loaded !== null && sameId(loaded as Identifier, id)
      ? (loaded as Identifier)
      : id;
  };

  // DataProvider's methods are generic in the record type; this engine makes plain RaRecords, so
  // the object is written against a non-generic shape and cast once at the end.
  const provider = {
    async getList(_resource: string, params: GetListParams): Promise<GetListResult> {
      const spec = description.getList;
      if (!spec) unsupported(resource, 'getList');
      if (typeof spec === 'function') return spec(ctx, params);
      const missing = (field: string) => [undefined, null, ''].includes(params.filter?.[field] as string);
      if (spec.requiredFilters?.some(missing)) return { data: [], total: 0 };
      try {
        const ask = (pageParams: GetListParams) =>
          ctx.http
            .request(service, spec.path, {
              method: spec.method ?? 'GET',
              query: listQuery(spec, pageParams),
              auth: spec.auth,
              assumed: spec.assumed,
              // A reading cancelled (a whole list's Cancel, a screen left) stops its request too.
              signal: pageParams.signal,
            })
            .then((payload) => toPage<WireRecord>(payload));
        const page =
          spec.paging && (params.pagination?.perPage ?? 0) >= WHOLE_LIST_PER_PAGE
            ? await wholePagedList(params, ask)
            : await ask(params);
        const records = page.data.map((record) => fromWire(record));
        const result = spec.paging
          ? { data: records, total: page.total }
          : applyListParams(records, params, spec.filters);
        return { data: result.data.map((record) => withId(record, idField)), total: result.total };
      } catch (error) {
        throw asHttpError(error);
      }
    },
    async getOne(_resource: string, params: GetOneParams) {
      // A list also answers for one record of it: the whole list, cached, paged through if need be.
      // Read again before a decision or a save (`meta.fresh`), it is asked of the server, never the cache.
      const fresh = (params.meta as { fresh?: boolean } | undefined)?.fresh === true;
      const fromList = async () => {
        const find = (data: RaRecord[]) => data.find((record) => sameId(record.id, params.id));
        const idFilter = idFilterOf(listSpec, idField);
        if (idFilter) {
          const filter = { [idFilter]: params.id };
          const pagination = { page: 1, perPage: ONE_BY_FILTER_ROWS };
          const found = find((await provider.getList(resource, { filter, pagination })).data);
          if (!found) throw notFound();
          return { data: found };
        }
        const cached = fresh ? undefined : find(await ctx.lookup.all(resource));
        if (cached) return { data: cached };
        const list = await ctx.lookup.whole(resource, { fresh: true });
        const found = find(list.data);
        if (found) return { data: found };
        throw (list.total ?? 0) > list.data.length ? notFoundWithin(list.data.length) : notFound();
      };
      const spec = description.getOne;
      if (spec === ONE_FROM_LIST || (!spec && wholeList)) return fromList();
      if (typeof spec !== 'object') return runOne('getOne', 'GET', params, () => ({}));
      let data: RaRecord;
      try {
        data = (await runOne('getOne', 'GET', params, () => ({}))).data;
      } catch (error) {
        if (spec.orFromList && isNotOffered(error)) return fromList();
        throw error;
      }
      const answeredId = data[idField];
      if (answeredId !== undefined && answeredId !== null && answeredId !== '') {
        // An answer about another record does not hold what was asked.
        if (!sameId(answeredId, params.id)) throw notFound();
        return { data };
      }
      const answered = Object.entries(data).some(
        ([key, value]) => key !== 'id' && value !== undefined && value !== null && value !== '',
      );
      if (!answered) throw notFound();
      // An answer without the id (a title lookup) is completed from the whole list's row, never
      // given the asked id as if the server had said it.
      if (spec.completeFromList) {
        const row = await fromList().catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return undefined;
          throw error;
        });
        if (row) return { data: { ...data, ...row.data } };
      }
      // The call names the record in its query; its answer, the fields alone, is that record's.
      if (spec.completeFromList || spec.answerOmitsId)
        return { data: { ...data, [idField]: params.id, id: params.id } };
      throw notFound();
    },
    async getMany(_resource: string, params: GetManyParams) {
      const many = description.many ?? (wholeList || !description.getOne ? 'list' : 'one');
      if (typeof many === 'function') return many(ctx, params);
      if (many === 'one') {
        const records = await Promise.all(
          params.ids.map((id) => provider.getOne(resource, { id, meta: params.meta })),
        );
        return { data: records.map((result) => result.data) };
      }
      const pick = (data: RaRecord[]) =>
        data.filter((record) => params.ids.some((id) => sameId(record.id, id)));
      const cached = pick(await ctx.lookup.all(resource));
      // A record made since the list was cached: ask once more before leaving it out.
      if (cached.length === new Set(params.ids.map(String)).size) return { data: cached };
      return { data: pick(await ctx.lookup.all(resource, { fresh: true })) };
    },
    getManyReference: (_resource: string, params: GetManyReferenceParams) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: (_resource: string, params: CreateParams) =>
      !description.create && description.rest?.writes.includes('create')
        ? withHttpErrors(() => restCreate(params))
        : runOne('create', 'POST', params, () => ({ ...params.data })),
    async update(_resource: string, rawParams: UpdateParams) {
      const params = { ...rawParams, id: serverId(rawParams.id, rawParams.previousData) };
      if (params.meta?.toggleActive && description.activeToggle)
        return withHttpErrors(() => toggleActive(params));
      if (!description.update && description.rest?.writes.includes('update'))
        return withHttpErrors(() => restUpdate(params));
      return runOne('update', 'PUT', params, () => ({
        ...params.previousData,
        ...params.data,
        [idField]: params.id,
      }));
    },
    async updateMany(_resource: string, params: UpdateManyParams) {
      await Promise.all(
        params.ids.map((id) =>
          provider.update(resource, { id, data: params.data, previousData: { id }, meta: params.meta }),
        ),
      );
      return { data: params.ids };
    },
    delete: (_resource: string, rawParams: DeleteParams) => {
      const params = { ...rawParams, id: serverId(rawParams.id, rawParams.previousData) };
      return !description.delete && description.rest?.writes.includes('delete')
        ? withHttpErrors(() => restDelete(params))
        : runOne('delete', 'DELETE', params, () => ({
            ...(params.previousData ?? {}),
            [idField]: params.id,
          }));
    },
    async deleteMany(_resource: string, params: DeleteManyParams) {
      for (const id of params.ids) await provider.delete(resource, { id, meta: params.meta });
      return { data: params.ids };
    },
  };
  return provider as unknown as DataProvider;
}
