import { QueryClient } from '@tanstack/react-query';
import { combineDataProviders, HttpError, type DataProvider, type Identifier } from 'react-admin';
import type { HttpClient } from '../api/http';
import type { ResourceDefinition } from '../registry/definition';
import { createResourceDataProvider, type Lookup } from './dataEngine';
import { REFERENCE_LIST_PARAMS, REFERENCE_STALE_MS, referenceListKey } from './referenceLists';

/**
 * One dataProvider for the whole app: each resource's own description, run by the engine. Lookups
 * of other resources go through this same provider and react-query's cache.
 */
export function createDataProvider(
  definitions: readonly ResourceDefinition[],
  { http, queryClient = new QueryClient() }: { http: HttpClient; queryClient?: QueryClient },
): DataProvider {
  const providers = new Map<string, DataProvider>();
  const provider = combineDataProviders((resource) => {
    const found = providers.get(resource);
    if (!found) throw new HttpError('app.error.unknown_resource', 0, { resource });
    return found;
  });
  const lookup: Lookup = {
    one: (resource: string, id: Identifier) =>
      queryClient.fetchQuery({
        queryKey: [resource, 'getOne', { id: String(id), meta: undefined }],
        queryFn: () => provider.getOne(resource, { id }).then(({ data }) => data),
        staleTime: REFERENCE_STALE_MS,
      }),
    all: (resource: string) =>
      queryClient
        .fetchQuery({
          queryKey: referenceListKey(resource),
          queryFn: () =>
            provider
              .getList(resource, REFERENCE_LIST_PARAMS)
              .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
          staleTime: REFERENCE_STALE_MS,
        })
        .then((result) => result.data),
  };
  for (const { name, data } of definitions) {
    if (!data) continue;
    if (typeof data === 'object')
      providers.set(name, createResourceDataProvider(name, data, { http, lookup }));
    else
      providers.set(
        name,
        loadedWithFirstCall(() =>
          data().then((description) => createResourceDataProvider(name, description, { http, lookup })),
        ),
      );
  }
  return provider;
}

/**
 * A resource's provider whose description loads with its first call: every method waits for it. A
 * failed load (the chunk could not be fetched) fails that call and is tried again by the next.
 */
function loadedWithFirstCall(load: () => Promise<DataProvider>): DataProvider {
  let loading: Promise<DataProvider> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as DataProvider, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) =>
        loaded().then((provider) => {
          const call = provider[method] as ((...params: unknown[]) => Promise<unknown>) | undefined;
          if (typeof call !== 'function') throw new HttpError('app.error.unknown_resource', 0, { method });
          return call.apply(provider, args);
        }),
  });
}
