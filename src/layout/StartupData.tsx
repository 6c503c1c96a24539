import { useGetList } from 'react-admin';
import { REFERENCE_LIST_PARAMS, REFERENCE_STALE_MS } from '../providers/referenceLists';

/** A reference list (brands, units, categories, regions), fetched once and shared from the cache. */
export function useReferenceList(resource: string) {
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
