import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { ResourceDefinition } from '../registry/definition';
import { WHOLE_LIST_PER_PAGE } from './paging';
import { listKey } from './queryKeys';

/**
 * Reference lists (fetched on load, see layout/StartupData.tsx) are read whole with these
 * parameters everywhere (a paged service is paged through, see WHOLE_LIST_PER_PAGE), so the screens, the access checks and the lookups of
 * other resources share one cached answer instead of asking again.
 */
export const REFERENCE_LIST_PARAMS: GetListParams = {
  pagination: { page: 1, perPage: WHOLE_LIST_PER_PAGE },
  sort: { field: '', order: 'ASC' },
  filter: {},
};
export const REFERENCE_STALE_MS = 10 * 60_000;

/** The cache key react-admin's useGetList gives these parameters. */
export const referenceListKey = (resource: string) => listKey(resource, REFERENCE_LIST_PARAMS);

/** A reference list's query, as react-admin's `useGetList` makes it (same key, same answer). */
export const referenceListQuery = (resource: string, dataProvider: DataProvider) => ({
  queryKey: referenceListKey(resource),
  queryFn: () =>
    dataProvider
      .getList(resource, REFERENCE_LIST_PARAMS)
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  staleTime: REFERENCE_STALE_MS,
});

/**
 * Fetches the reference lists the resources declare `fetchedAtStart` (on load, once, in parallel:
 * docs/requirements.md, "Shell and layout") into the cache, where the screens that use them find them.
 * Nothing is drawn with them at start-up: their answers redraw no part of the page.
 */
export function prefetchReferenceLists(
  definitions: readonly Pick<ResourceDefinition, 'name' | 'fetchedAtStart'>[],
  queryClient: QueryClient,
  dataProvider: DataProvider,
): void {
  for (const { name, fetchedAtStart } of definitions)
    if (fetchedAtStart) void queryClient.prefetchQuery(referenceListQuery(name, dataProvider));
}
