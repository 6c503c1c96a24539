import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { readSession } from '../api/session';
import type { HttpClient } from '../api/http';
import { WRITE_ACTIONS } from '../config/config';
import { createAuthProvider, type AccessSources } from '../providers/authProvider';
import { rightAllows } from '../registry/rights';
import {
  AUTH_KEY,
  canAccessKey,
  CHECK_AUTH_KEY,
  controllerCanAccessKey,
  IDENTITY_KEY,
  PERMISSIONS_KEY,
} from '../providers/queryKeys';

const SCREEN_ACTIONS = ['open', 'list', 'show', 'clone', ...WRITE_ACTIONS] as const;

/**
 * The auth provider as the app composes it: each access answer shared with the other actions of its
 * screen, by the rights the config grants the signed-in role.
 */
export function createAppAuthProvider(http: HttpClient, sources: AccessSources, queryClient: QueryClient) {
  const rights = sources.rights ?? {};
  return sharingAccessAnswers(createAuthProvider(http, sources), queryClient, (resource, action) =>
    rightAllows(rights, resource, action, readSession()?.role),
  );
}

/** One action's answer gives every other's, so a screen's own checks find theirs in the cache at once. */
export function sharingAccessAnswers(
  authProvider: AuthProvider,
  queryClient: QueryClient,
  actionAllowed: (resource: string, action: string) => boolean = () => true,
): AuthProvider {
  const canAccess = authProvider.canAccess;
  if (!canAccess) return authProvider;
  return {
    ...authProvider,
    canAccess: async (params) => {
      const allowed = await canAccess(params);
      if (params.record) return allowed;
      // A refused write says nothing of the screen: only an answer about opening it is shared.
      const opens = actionAllowed(params.resource, params.action)
        ? allowed
        : await canAccess({ ...params, action: 'open' });
      for (const action of SCREEN_ACTIONS) {
        const answer = opens && actionAllowed(params.resource, action);
        const keys: QueryKey[] = [controllerCanAccessKey(params.resource, action)];
        if (action !== params.action) keys.push(canAccessKey(params.resource, action));
        for (const key of keys)
          if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, answer);
      }
      return allowed;
    },
  };
}

export const AUTH_ANSWER_FRESH_MS = 10_000;

/** Each answer asked again redrew the layout twice (docs/performance.md, "What was done, and why it helped"). */
export function keepAuthAnswersFresh(queryClient: QueryClient) {
  queryClient.setQueryDefaults(AUTH_KEY, { staleTime: AUTH_ANSWER_FRESH_MS });
}

/** Under react-admin's own keys, so the layout's first render finds them and saves a render each. */
export function prefetchSignedInAnswers(
  queryClient: QueryClient,
  authProvider: AuthProvider,
  openedScreen: string | undefined,
): Promise<void> {
  const answers = [
    queryClient.prefetchQuery({
      queryKey: CHECK_AUTH_KEY,
      queryFn: () => authProvider.checkAuth({}).then(() => true),
      retry: false,
    }),
  ];
  const getPermissions = authProvider.getPermissions;
  if (getPermissions)
    answers.push(
      queryClient.prefetchQuery({
        queryKey: PERMISSIONS_KEY,
        queryFn: () => getPermissions({}).then((permissions: unknown) => permissions ?? null),
      }),
    );
  const getIdentity = authProvider.getIdentity;
  if (getIdentity)
    answers.push(queryClient.prefetchQuery({ queryKey: IDENTITY_KEY, queryFn: () => getIdentity() }));
  if (openedScreen)
    answers.push(
      queryClient.prefetchQuery({
        queryKey: canAccessKey(openedScreen, 'open'),
        queryFn: () => authProvider.canAccess!({ resource: openedScreen, action: 'open' }),
      }),
    );
  return Promise.all(answers).then(() => undefined);
}
