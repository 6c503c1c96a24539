import { http, type RequestHandler } from 'msw';
import {
  compareValues,
  filterSpec,
  PAGING_PRESETS,
  recordMatchesFilter,
  type ListSpec,
  type OneSpec,
  type ResourceDescription,
  type WireRecord,
} from '../providers/dataEngine';
import { nextId, notFound, queryNumber, signedIn } from './kit/input';
import { cappedPageSize } from './load';
import { fail, ok, readJson } from './kit/respond';
import type { DemoContext, ResourceDemo } from './kit/types';

/**
 * The demo backend of a resource from its data description (docs/decisions.md, "Demo backend"): list
 * (its own paging and answer shape, filters, `Sort`/`Order`), get, create, update, delete and the
 * active toggle, on the same paths and parameters the app sends. Operations written as code are left to
 * the resource's own demo handlers.
 */
export function genericHandlers(
  name: string,
  description: ResourceDescription,
  demo: ResourceDemo,
  ctx: DemoContext,
): RequestHandler[] {
  const { store } = ctx;
  const { idField } = description;
  const collectionName = demo.collection ?? name;
  const rows = () => store.collection(collectionName);
  const base = ctx.base(description.service);
  const url = (path: string) => `${base}${path}`;
  const handlers: RequestHandler[] = [];
  const sameId = (record: WireRecord, id: unknown) => String(record[idField]) === String(id);

  /** The record an id names, from the path (`:id`), the query (`idParam`) or the body. */
  const idOf = (
    spec: OneSpec<never>,
    requestUrl: URL,
    params: Record<string, unknown>,
    body?: WireRecord,
  ) => {
    if (spec.path.includes(':id')) return params.id;
    if (spec.idParam) return requestUrl.searchParams.get(spec.idParam) ?? undefined;
    return body?.[idField];
  };

  const list = description.getList;
  if (list && typeof list === 'object') handlers.push(listHandler(list));

  function listHandler(spec: ListSpec) {
    return http.get(
      url(spec.path),
      signedIn(store, (request, requestUrl) => {
        const refused = demo.listRefusal?.(requestUrl.searchParams, ctx, request);
        if (refused) return refused;
        const own = demo.listMatch;
        let found = rows().filter(
          (record) =>
            Object.entries(spec.filters ?? {}).every(([field, raw]) => {
              const filter = filterSpec(field, raw);
              const wanted = requestUrl.searchParams.get(filter.param);
              if (wanted === null || wanted === '' || own?.params.includes(filter.param)) return true;
              return recordMatchesFilter(record, filter, wanted);
            }) &&
            (!own || own.matches(record, requestUrl.searchParams)),
        );
        if (demo.defaultOrder) found = [...found].sort(demo.defaultOrder);
        const sortField = requestUrl.searchParams.get('Sort');
        if (spec.serverSort && sortField) {
          const order = (requestUrl.searchParams.get('Order') ?? 'ASC').toUpperCase();
          if (order !== 'ASC' && order !== 'DESC')
            return fail(400, `Order must be ASC or DESC, not "${order}"`);
          const renamed = spec.serverSort === true ? undefined : spec.serverSort[sortField];
          const field = renamed ?? sortField;
          if (found.length > 0 && !(field in found[0]))
            return fail(400, `Sort: unknown field "${sortField}"`);
          const direction = order === 'DESC' ? -1 : 1;
          found = [...found].sort((a, b) => direction * compareValues(a[field], b[field]));
        }
        if (!spec.paging) return ok(found);
        const [pageParam, sizeParam] = PAGING_PRESETS[spec.paging];
        const page = Math.max(1, queryNumber(requestUrl, pageParam) ?? 1);
        const size = cappedPageSize(Math.max(1, queryNumber(requestUrl, sizeParam) ?? 50), ctx.load());
        const slice = found.slice((page - 1) * size, page * size);
        switch (spec.answer ?? 'paged') {
          case 'meta':
            return ok({ meta: { page, take: size, itemCount: found.length }, data: slice });
          case 'count':
            return ok({ count: found.length, data: slice });
          case 'list':
            return ok(slice);
          default:
            return ok({ Page: page, PageSize: size, Total: found.length, Data: slice });
        }
      }),
    );
  }

  const one = description.getOne;
  if (one && typeof one === 'object') {
    handlers.push(
      http.get(
        url(one.path),
        signedIn(store, (_request, requestUrl, params) => {
          const id = idOf(one as OneSpec<never>, requestUrl, params);
          if (id === undefined || id === null) return fail(400, `${one.idParam ?? 'id'} is required`);
          const record = rows().find((row) => sameId(row, id));
          return record ? ok(record) : notFound(name, Number(id));
        }),
      ),
    );
  }

  const accept = (request: Request, body: WireRecord, current?: WireRecord) =>
    demo.fromBody ? demo.fromBody(body, ctx, current, request) : { ...current, ...body };

  // A plain REST endpoint (`rest`) serves the writes the description does not give otherwise.
  const rest = description.rest;
  const restWrites = (write: 'create' | 'update' | 'delete') => !!rest?.writes.includes(write);
  const create =
    description.create ??
    (restWrites('create') ? ({ path: rest!.path } satisfies OneSpec<never>) : undefined);
  if (create && typeof create === 'object') {
    handlers.push(
      http.post(
        url(create.path),
        signedIn(store, async (request) => {
          const made = accept(request, await readJson(request));
          if (made instanceof Response) return made;
          const record = store.change(() => {
            const numeric = rows().every((row) => typeof row[idField] === 'number');
            const created = {
              ...made,
              [idField]:
                made[idField] ??
                (numeric ? nextId(rows(), (row) => Number(row[idField])) : crypto.randomUUID()),
            };
            rows().push(created);
            return created;
          });
          return ok(record, 'Created');
        }),
      ),
    );
  }

  const update = description.update;
  const updatePath =
    update && typeof update === 'object'
      ? update
      : restWrites('update')
        ? { path: `${rest!.path}/:id`, method: 'PUT' as const }
        : undefined;
  if (updatePath) {
    const method =
      updatePath.method === 'PATCH' ? http.patch : updatePath.method === 'POST' ? http.post : http.put;
    handlers.push(
      method(
        url(updatePath.path),
        signedIn(store, async (request, requestUrl, params) => {
          const body = await readJson(request);
          const id = idOf(updatePath as OneSpec<never>, requestUrl, params, body);
          const current = rows().find((row) => sameId(row, id));
          if (!current) return notFound(name, Number(id));
          const changed = accept(request, body, current);
          if (changed instanceof Response) return changed;
          store.change(() => Object.assign(current, changed, { [idField]: current[idField] }));
          return ok(current, 'Updated');
        }),
      ),
    );
  }

  const remove =
    description.delete ??
    (restWrites('delete') ? ({ path: `${rest!.path}/:id` } satisfies OneSpec<never>) : undefined);
  if (remove && typeof remove === 'object') {
    handlers.push(
      http.delete(
        url(remove.path),
        signedIn(store, (_request, requestUrl, params) => {
          const id = idOf(remove as OneSpec<never>, requestUrl, params);
          if (id === undefined || id === null) return fail(400, `${remove.idParam ?? 'id'} is required`);
          const current = rows().find((row) => sameId(row, id));
          if (!current) return notFound(name, Number(id));
          const refusal = demo.beforeDelete?.(current, ctx);
          if (refusal) return refusal;
          store.change(() =>
            store.replace(
              collectionName,
              rows().filter((row) => row !== current),
            ),
          );
          return ok(null, 'Deleted');
        }),
      ),
    );
  }

  const toggle = description.activeToggle;
  if (toggle) {
    handlers.push(
      http.patch(
        `${ctx.base(toggle.service ?? description.service)}${toggle.path}`,
        signedIn(store, (_request, requestUrl) => {
          const id = requestUrl.searchParams.get(toggle.idParam);
          if (!id) return fail(400, `${toggle.idParam} is required`);
          const current = rows().find((row) => sameId(row, id));
          if (!current) return notFound(name, Number(id));
          store.change(() => {
            current.IsActive = !current.IsActive;
          });
          return ok(current, current.IsActive ? 'Activated' : 'Deactivated');
        }),
      ),
    );
  }
  return handlers;
}
