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
  for (const definition of definitions) {
    if (definition.data)
      providers.set(
        definition.name,
        createResourceDataProvider(definition.name, definition.data, { http, lookup }),
      );
  }
  return provider;
}
