import { QueryClient } from '@tanstack/react-query';
import { combineDataProviders, HttpError, type DataProvider, type Identifier } from 'react-admin';
import type { HttpClient } from '../api/http';
import type { ResourceDefinition } from '../registry/definition';
import { createResourceDataProvider, type Lookup } from './dataEngine';
import { REFERENCE_STALE_MS, referenceListQuery } from './referenceLists';
import { recordKey } from './queryKeys';

export function createDataProvider(
  definitions: readonly ResourceDefinition[],
  {
    http,
    queryClient = new QueryClient(),
    loadDescriptionsNow = false,
  }: {
    http: HttpClient;
    queryClient?: QueryClient;
    /** Waiting for a description's import as the page draws held its first calls back. */
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

/** As react-admin's `useGetOne` makes it: same key, same answer. */
export const recordQuery = (resource: string, id: Identifier, dataProvider: DataProvider) => ({
  queryKey: recordKey(resource, id),
  queryFn: () => dataProvider.getOne(resource, { id }).then(({ data }) => data),
});

/** A failed load fails that call and is tried again by the next. */
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
        // Once loaded, at once: a promise's turn would come only after the page's drawing.
        loaded ? call(loaded, method, args) : loadOnce().then((provider) => call(provider, method, args)),
  });
  return { provider, load: loadOnce };
}
