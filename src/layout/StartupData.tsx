import { useGetList } from 'react-admin';

/** The reference lists, read with the same parameters by every screen that needs them. */
export const REFERENCE_LIST_PARAMS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
};
export const REFERENCE_STALE_MS = 10 * 60_000;

/** A reference list (brands, units, categories, regions), fetched once and shared from the cache. */
export function useReferenceList(resource: 'brands' | 'units' | 'categories' | 'regions') {
  return useGetList(resource, REFERENCE_LIST_PARAMS, { staleTime: REFERENCE_STALE_MS });
}

/**
 * Spec §2: on load the app fetches brands, units, categories, regions (and the menu, in the
 * drawer) in parallel, once, for the screens that need them.
 */
export function StartupData() {
  useReferenceList('brands');
  useReferenceList('units');
  useReferenceList('categories');
  useReferenceList('regions');
  return null;
}
