import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetListResult,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import type { ServiceName } from '../config/config';
import { asHttpError, type AuthScheme, type HttpClient, type Query } from '../api/http';
import { toPage, type Page } from '../api/envelope';

/**
 * The declarative data layer (DESIGN §5). Each resource describes, in its own folder, which
 * service and path serve each operation, how react-admin's params become the query or body, and
 * how the answer becomes records. `createResourceDataProvider` runs one description.
 */
export type WireRecord = Record<string, unknown>;

export interface EngineContext {
  http: HttpClient;
}

/** An operation written as code, for multi-call sequences and special cases. */
export type OperationFn<P, R> = (ctx: EngineContext, params: P) => Promise<R>;

export interface CallSpec<P> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | ((params: P) => string);
  query?: (params: P) => Query;
  body?: (params: P) => unknown;
  /** Defaults to the service's scheme (see SERVICE_AUTH). */
  auth?: AuthScheme;
}

export interface ListSpec extends CallSpec<GetListParams> {
  /** Reads the answer; defaults to `toPage`, which knows every paged shape of DESIGN §3. */
  parse?: (payload: unknown, params: GetListParams) => Page<WireRecord>;
  /**
   * The server answers everything at once (menus, units, categories): filter, sort and page here.
   * Filters are matched field by field; `q` searches every text field.
   */
  clientSide?: boolean;
  /** With clientSide: filters that only go to the server's query, not matched against records. */
  queryOnlyFilters?: string[];
}

export interface OneSpec<P> extends CallSpec<P> {
  /** Reads the answer into one wire record; defaults to the unwrapped answer (first item of an array). */
  parse?: (payload: unknown, params: P) => WireRecord | undefined;
}

export interface ResourceDescription {
  service: ServiceName;
  /** The wire field that identifies a record; it is copied to react-admin's `id`. */
  idField: string;
  getList?: ListSpec | OperationFn<GetListParams, GetListResult>;
  getOne?: OneSpec<GetOneParams> | OperationFn<GetOneParams, { data: RaRecord }>;
  /** Only where neither getOne nor the whole list can answer for a few ids. */
  getMany?: OperationFn<GetManyParams, { data: RaRecord[] }>;
  create?: OneSpec<CreateParams> | OperationFn<CreateParams, { data: RaRecord }>;
  update?: OneSpec<UpdateParams> | OperationFn<UpdateParams, { data: RaRecord }>;
  delete?: OneSpec<DeleteParams> | OperationFn<DeleteParams, { data: RaRecord }>;
}

export function withId(record: WireRecord, idField: string): RaRecord {
  return { ...record, id: record[idField] as Identifier };
}

function unsupported(resource: string, operation: string): never {
  throw new HttpError('app.error.unsupported_operation', 0, { resource, operation });
}

const resolvePath = <P>(path: CallSpec<P>['path'], params: P) =>
  typeof path === 'function' ? path(params) : path;

function call<P>(
  ctx: EngineContext,
  service: ServiceName,
  spec: CallSpec<P>,
  params: P,
  defaultMethod: CallSpec<P>['method'],
) {
  return ctx.http.request(service, resolvePath(spec.path, params), {
    method: spec.method ?? defaultMethod,
    query: spec.query?.(params),
    body: spec.body?.(params),
    auth: spec.auth,
  });
}

function firstRecord(payload: unknown): WireRecord | undefined {
  const value = Array.isArray(payload) ? payload[0] : payload;
  return value && typeof value === 'object' ? (value as WireRecord) : undefined;
}

/** Filters, sorts and pages an answer that holds every record (ListSpec.clientSide). */
export function applyListParams(records: WireRecord[], params: GetListParams): Page<WireRecord> {
  const { filter = {}, sort, pagination } = params;
  let rows = records.filter((record) =>
    Object.entries(filter).every(([field, wanted]) => {
      if (wanted === undefined || wanted === null || wanted === '') return true;
      if (field === 'q') {
        const needle = String(wanted).toLocaleLowerCase();
        return Object.values(record).some(
          (value) => typeof value === 'string' && value.toLocaleLowerCase().includes(needle),
        );
      }
      const value = record[field];
      if (Array.isArray(wanted)) return wanted.map(String).includes(String(value));
      return String(value) === String(wanted);
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

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'th');
}

/** Builds react-admin's DataProvider for one resource from its description. */
export function createResourceDataProvider(
  resource: string,
  description: ResourceDescription,
  ctx: EngineContext,
): DataProvider {
  const { service, idField } = description;
  const toRecord = (record: WireRecord) => withId(record, idField);

  async function runOne<P>(
    operation: 'getOne' | 'create' | 'update' | 'delete',
    defaultMethod: CallSpec<P>['method'],
    params: P,
    fallback: () => WireRecord,
  ): Promise<{ data: RaRecord }> {
    const spec = description[operation] as OneSpec<P> | OperationFn<P, { data: RaRecord }> | undefined;
    if (!spec) unsupported(resource, operation);
    if (typeof spec === 'function') return spec(ctx, params);
    try {
      const payload = await call(ctx, service, spec, params, defaultMethod);
      const wire = spec.parse ? spec.parse(payload, params) : firstRecord(payload);
      // Writes often answer nothing useful ("not shown" in the spec): keep what was sent.
      const record = wire && idField in wire ? wire : { ...fallback(), ...(wire ?? {}) };
      return { data: toRecord(record) };
    } catch (error) {
      throw asHttpError(error);
    }
  }

  // DataProvider's methods are generic in the record type; this engine makes plain RaRecords, so
  // the object is written against a non-generic shape and cast once at the end.
  const provider = {
    async getList(_resource: string, params: GetListParams): Promise<GetListResult> {
      const spec = description.getList;
      if (!spec) unsupported(resource, 'getList');
      if (typeof spec === 'function') return spec(ctx, params);
      try {
        const payload = await call(ctx, service, spec, params, 'GET');
        const page = spec.parse ? spec.parse(payload, params) : toPage<WireRecord>(payload);
        const localFilter = Object.fromEntries(
          Object.entries(params.filter ?? {}).filter(([field]) => !spec.queryOnlyFilters?.includes(field)),
        );
        const result = spec.clientSide
          ? applyListParams(page.data, { ...params, filter: localFilter })
          : page;
        return { data: result.data.map(toRecord), total: result.total };
      } catch (error) {
        throw asHttpError(error);
      }
    },
    async getOne(_resource: string, params: GetOneParams) {
      const list = description.getList;
      // A list the server answers whole also answers for one record of it.
      if (!description.getOne && list && typeof list !== 'function' && list.clientSide) {
        const { data } = await provider.getList(resource, {
          pagination: { page: 1, perPage: 100_000 },
          sort: { field: idField, order: 'ASC' },
          filter: {},
          meta: params.meta,
        });
        const found = data.find((record) => String(record.id) === String(params.id));
        if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
        return { data: found };
      }
      return runOne('getOne', 'GET', params, () => {
        throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
      });
    },
    async getMany(_resource: string, params: GetManyParams) {
      if (description.getMany) return description.getMany(ctx, params);
      const list = description.getList;
      const wholeList = !!list && typeof list !== 'function' && !!list.clientSide;
      if (description.getOne && !wholeList) {
        const records = await Promise.all(
          params.ids.map((id) => provider.getOne(resource, { id, meta: params.meta })),
        );
        return { data: records.map((result) => result.data) };
      }
      const { data } = await provider.getList(resource, {
        pagination: { page: 1, perPage: 10_000 },
        sort: { field: idField, order: 'ASC' },
        filter: {},
      });
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: (_resource: string, params: GetManyReferenceParams) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: (_resource: string, params: CreateParams) =>
      runOne('create', 'POST', params, () => ({ ...params.data })),
    update: (_resource: string, params: UpdateParams) =>
      runOne('update', 'PUT', params, () => ({
        ...params.previousData,
        ...params.data,
        [idField]: params.id,
      })),
    async updateMany(_resource: string, params: UpdateManyParams) {
      await Promise.all(
        params.ids.map((id) =>
          provider.update(resource, { id, data: params.data, previousData: { id }, meta: params.meta }),
        ),
      );
      return { data: params.ids };
    },
    delete: (_resource: string, params: DeleteParams) =>
      runOne('delete', 'DELETE', params, () => ({ ...(params.previousData ?? {}), [idField]: params.id })),
    async deleteMany(_resource: string, params: DeleteManyParams) {
      for (const id of params.ids) await provider.delete(resource, { id, meta: params.meta });
      return { data: params.ids };
    },
  };
  return provider as unknown as DataProvider;
}
