import {
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
import { asHttpError, isNotOffered } from '../api/http';
import { toPage } from '../api/envelope';
import { ONE_BY_FILTER_ROWS, WHOLE_LIST_PER_PAGE } from './paging';
import {
  type WireRecord,
  type EngineContext,
  type OperationFn,
  type OneSpec,
  ONE_FROM_LIST,
  type ResourceDescription,
  type Method,
} from './description';
import {
  withId,
  sameId,
  notFound,
  notFoundWithin,
  idFilterOf,
  wholePagedList,
  unsupported,
  listQuery,
  idPath,
  firstRecord,
  applyListParams,
} from './listQuery';
import { restParts, simpleRest } from './restAdapter';

export * from './description';
export * from './listQuery';

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
