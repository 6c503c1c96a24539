import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';

/**
 * Reference lists (spec §2: fetched on load, see layout/StartupData.tsx) are read with these
 * parameters everywhere, so the screens, the access checks and the lookups of
 * other resources share one cached answer instead of asking again.
 */
export const REFERENCE_LIST_PARAMS: GetListParams = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' },
  filter: {},
};
export const REFERENCE_STALE_MS = 10 * 60_000;

/** The cache key react-admin's useGetList gives these parameters. */
export const referenceListKey = (resource: string) => [
  resource,
  'getList',
  { ...REFERENCE_LIST_PARAMS, meta: undefined },
];

/** Spec §2: the reference lists every signed-in visit fetches on load, once, in parallel. */
export const STARTUP_REFERENCE_LISTS = ['brands', 'units', 'categories', 'regions'] as const;

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
 * Fetches the start-up reference lists into the cache, where the screens that use them find them.
 * Nothing is drawn with them at start-up: their answers redraw no part of the page.
 */
export function prefetchReferenceLists(queryClient: QueryClient, dataProvider: DataProvider): void {
  for (const resource of STARTUP_REFERENCE_LISTS)
    void queryClient.prefetchQuery(referenceListQuery(resource, dataProvider));
}
