import { QueryClient } from '@tanstack/react-query';
import { combineDataProviders, HttpError, type DataProvider, type Identifier } from 'react-admin';
import type { HttpClient } from '../api/http';
import type { ResourceDefinition } from '../registry/definition';
import { createResourceDataProvider, type Lookup } from './dataEngine';
import { REFERENCE_STALE_MS, referenceListQuery } from './referenceLists';
import { recordKey } from './queryKeys';

/**
 * One dataProvider for the whole app: each resource's own description, run by the engine. Lookups
 * of other resources go through this same provider and react-query's cache.
 */
export function createDataProvider(
  definitions: readonly ResourceDefinition[],
  {
    http,
    queryClient = new QueryClient(),
    loadDescriptionsNow = false,
  }: {
    http: HttpClient;
    queryClient?: QueryClient;
    /**
     * Loads every resource's description now rather than with its first call. A signed-in page's
     * first calls go out as soon as it draws: waiting then for their descriptions (a module
     * import, which the browser resolves behind the page's own rendering) held them back.
     */
    loadDescriptionsNow?: boolean;
  },
): DataProvider {
  const providers = new Map<string, DataProvider>();
  const provider = combineDataProviders((resource) => {
    const found = providers.get(resource);
    if (!found) throw new HttpError('app.error.unknown_resource', 0, { resource });
    return found;
  });
  const whole: Lookup['whole'] = (resource, { fresh = false } = {}) =>
    queryClient.fetchQuery({ ...referenceListQuery(resource, provider), ...(fresh ? { staleTime: 0 } : {}) });
  const lookup: Lookup = {
    one: (resource: string, id: Identifier) =>
      queryClient.fetchQuery({ ...recordQuery(resource, id, provider), staleTime: REFERENCE_STALE_MS }),
    all: (resource, options) => whole(resource, options).then((result) => result.data),
    whole,
  };
  for (const { name, data } of definitions) {
    if (!data) continue;
    if (typeof data === 'object')
      providers.set(name, createResourceDataProvider(name, data, { http, lookup }));
    else {
      const { provider: lazyProvider, load } = loadedWithFirstCall(() =>
        data().then((description) => createResourceDataProvider(name, description, { http, lookup })),
      );
      providers.set(name, lazyProvider);
      // A failure here is the first call's to report (and to try again).
      if (loadDescriptionsNow) load().catch(() => undefined);
    }
  }
  return provider;
}

/** A record's query, as react-admin's `useGetOne` (an edit or show screen's) makes it: same key, same answer. */
export const recordQuery = (resource: string, id: Identifier, dataProvider: DataProvider) => ({
  queryKey: recordKey(resource, id),
  queryFn: () => dataProvider.getOne(resource, { id }).then(({ data }) => data),
});

/**
 * A resource's provider whose description loads with its first call: every method waits for it. A
 * failed load (the chunk could not be fetched) fails that call and is tried again by the next.
 */
function loadedWithFirstCall(load: () => Promise<DataProvider>): {
  provider: DataProvider;
  load: () => Promise<DataProvider>;
} {
  let loading: Promise<DataProvider> | undefined;
  let loaded: DataProvider | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (provider) => (loaded = provider),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const call = (provider: DataProvider, method: string, args: unknown[]): Promise<unknown> => {
    const run = provider[method] as ((...params: unknown[]) => Promise<unknown>) | undefined;
    if (typeof run !== 'function')
      return Promise.reject(new HttpError('app.error.unknown_resource', 0, { method }));
    return run.apply(provider, args);
  };
  const provider = new Proxy({} as DataProvider, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) =>
        // Once loaded, the call goes out now: a page's first calls are made while it draws, and a
        // promise's turn comes only when that drawing is over.
        loaded ? call(loaded, method, args) : loadOnce().then((provider) => call(provider, method, args)),
  });
  return { provider, load: loadOnce };
}
