import {
  type CreateParams,
  type DeleteParams,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import type { ServiceName } from '../config/config';
import { type AuthScheme, type HttpClient, type Query } from '../api/http';

/** A resource's data, declared once for the app and the demo (docs/adding-a-resource.md, "The data"). */
export type WireRecord = Record<string, unknown>;

/** Shared services an operation written as code may use. */
export interface EngineContext {
  http: HttpClient;
  /** Another resource's records through the app's data provider and its cache. */
  lookup: Lookup;
}

export interface Lookup {
  one(resource: string, id: Identifier): Promise<RaRecord>;
  /** The whole list of a resource, cached; `fresh` asks the server again. */
  all(resource: string, options?: { fresh?: boolean }): Promise<RaRecord[]>;
  /** The same with its total: fewer rows than the total when paging stopped at its bound. */
  whole(resource: string, options?: { fresh?: boolean }): Promise<{ data: RaRecord[]; total?: number }>;
}

/** An operation written as code, for multi-call sequences and special cases. */
export type OperationFn<P, R> = (ctx: EngineContext, params: P) => Promise<R>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec<P> {
  method?: Method;
  /** `:id` in the path is replaced by the record's id. */
  path: string;
  /** Extra query parameters. */
  query?: (params: P) => Query;
  body?: (params: P) => unknown;
  /** Defaults to the service's scheme (see SERVICE_AUTH). */
  auth?: AuthScheme;
  /** Not in the specification (docs/api.md): a 404, 405 or 501 means the service does not offer it. */
  assumed?: boolean;
}

/** The specification's page and page-size parameter names. */
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
  /** Default 'equals'; 'contains' ignores case; 'from' and 'to' are a range's ends, both included. */
  match?: 'contains' | 'equals' | 'from' | 'to';
  /** Whole lists: sent to the server only, not matched again in the app. */
  serverOnly?: boolean;
  /** Other wire fields the value may match instead (a partner read as its id or its name). */
  orMatches?: readonly { field: string; match?: FilterSpec['match'] }[];
}

export interface ListSpec extends CallSpec<GetListParams> {
  /** Paged on the server. Without it the server answers the whole list: filtered, sorted and paged here. */
  paging?: PagingPreset;
  /** react-admin filter field → query parameter (a string) or its full description. */
  filters?: Record<string, string | FilterSpec>;
  /** Filters the call cannot go without: until each has a value, nothing is asked. */
  requiredFilters?: readonly string[];
  /** The server sorts (assumed `Sort` and `Order`, docs/api.md); a map renames app fields to wire fields. */
  serverSort?: true | Record<string, string>;
  /** Demo backend only: the answer's shape (default 'paged' for paged lists, 'list' otherwise). */
  answer?: AnswerShape;
}

export interface OneSpec<P> extends CallSpec<P> {
  /** The id travels as this query parameter (`?brandId=3`). */
  idParam?: string;
  /** getOne of a whole list: an answer without the id (a partial record) is completed from the list's row. */
  completeFromList?: boolean;
  /** getOne of an assumed call: when the service does not offer it, read from the whole list. */
  orFromList?: boolean;
  /** An answer that never names the record: non-empty is the asked record, empty is "not found". */
  answerOmitsId?: boolean;
}

/** One record without a call of its own: by the list's id filter (`idFilterOf`), else from the whole list. */
export const ONE_FROM_LIST = 'fromList' as const;

/** `meta` of a getOne before a decision or a save: what the server holds now, never a cached row. */
export const READ_AGAIN = { fresh: true } as const;

/** A plain REST endpoint (`POST path`, `PUT path/{id}`, `DELETE path/{id}`) through ra-data-simple-rest. */
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
  /** A few records by id: from the cached whole list, or one call each (default: the list without a getOne). */
  many?: 'list' | 'one' | OperationFn<GetManyParams, { data: RaRecord[] }>;
  create?: OneSpec<CreateParams> | OperationFn<CreateParams, { data: RaRecord }>;
  update?: OneSpec<UpdateParams> | OperationFn<UpdateParams, { data: RaRecord }>;
  delete?: OneSpec<DeleteParams> | OperationFn<DeleteParams, { data: RaRecord }>;
  /** The PATCH that switches `IsActive`, asked through update with `meta.toggleActive`. */
  activeToggle?: ActiveToggleSpec;
  /** Writes of a plain REST endpoint. */
  rest?: RestSpec;
}
