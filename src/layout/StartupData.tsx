import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useRegistry } from '../registry/RegistryContext';
import {
  prefetchReferenceLists,
  REFERENCE_LIST_PARAMS,
  REFERENCE_STALE_MS,
} from '../providers/referenceLists';

/** A reference list (a resource `fetchedAtStart`), fetched once and shared from the cache. */
export function useReferenceList(resource: string) {
  return useGetList(resource, REFERENCE_LIST_PARAMS, { staleTime: REFERENCE_STALE_MS });
}

/**
 * On load the app fetches the reference lists (and the menu, in the drawer) in parallel,
 * once, for the screens that need them. A page load already asked for them (App's services); this
 * is for the shell drawn after signing in. Into the cache only: nothing on the page is drawn again
 * when they arrive.
 */
export function StartupData() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { definitions } = useRegistry();
  useEffect(
    () => prefetchReferenceLists(definitions, queryClient, dataProvider),
    [definitions, queryClient, dataProvider],
  );
  return null;
}
