import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { ResourceDefinition } from '../registry/definition';
import { WHOLE_LIST_PER_PAGE } from './paging';
import { listKey } from './queryKeys';

/** The same parameters everywhere, so every reader shares one cached answer. */
export const REFERENCE_LIST_PARAMS: GetListParams = {
  pagination: { page: 1, perPage: WHOLE_LIST_PER_PAGE },
  sort: { field: '', order: 'ASC' },
  filter: {},
};
export const REFERENCE_STALE_MS = 10 * 60_000;

export const referenceListKey = (resource: string) => listKey(resource, REFERENCE_LIST_PARAMS);

export const referenceListQuery = (resource: string, dataProvider: DataProvider) => ({
  queryKey: referenceListKey(resource),
  queryFn: () =>
    dataProvider
      .getList(resource, REFERENCE_LIST_PARAMS)
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  staleTime: REFERENCE_STALE_MS,
});

/** Once, in parallel (docs/requirements.md, "Shell and layout"); their answers redraw no part of the page. */
export function prefetchReferenceLists(
  definitions: readonly Pick<ResourceDefinition, 'name' | 'fetchedAtStart'>[],
  queryClient: QueryClient,
  dataProvider: DataProvider,
): void {
  for (const { name, fetchedAtStart } of definitions)
    if (fetchedAtStart) void queryClient.prefetchQuery(referenceListQuery(name, dataProvider));
}
