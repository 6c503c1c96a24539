import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/** The actions react-admin's screens ask about: the access gate's, a list's, its buttons', a form's. */
const SCREEN_ACTIONS = ['open', 'list', 'create', 'edit', 'show', 'delete', 'export', 'clone'] as const;

/** react-admin's cache key of `useCanAccess` for a resource without a record. */
export const canAccessKey = (resource: string, action: string) => ['auth', 'canAccess', { action, resource }];

/**
 * Access is decided per screen whatever the action (DESIGN §7: the menu's rule), so the answer to
 * one action of a resource is the answer to all. Written into react-admin's cache, a screen's own
 * checks (a list's `list`, its create button's `create`) find it at once: each used to wait for a
 * query of its own, and a list's data call waited one more render for them.
 */
export function sharingAccessAnswers(authProvider: AuthProvider, queryClient: QueryClient): AuthProvider {
  const canAccess = authProvider.canAccess;
  if (!canAccess) return authProvider;
  return {
    ...authProvider,
    canAccess: async (params) => {
      const allowed = await canAccess(params);
      if (!params.record)
        for (const action of SCREEN_ACTIONS) {
          const key = canAccessKey(params.resource, action);
          if (action !== params.action && queryClient.getQueryData(key) === undefined)
            queryClient.setQueryData(key, allowed);
        }
      return allowed;
    },
  };
}

/**
 * Starts the access decision of the screen a signed-in visit opens beside the menu it waits for,
 * so the access gate has its answer when the layout first draws.
 */
export function prefetchAccess(queryClient: QueryClient, authProvider: AuthProvider, accessKey: string) {
  void queryClient.prefetchQuery({
    queryKey: canAccessKey(accessKey, 'open'),
    queryFn: () => authProvider.canAccess!({ resource: accessKey, action: 'open' }),
  });
}
