import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { WRITE_ACTIONS } from '../config/config';
import {
  AUTH_KEY,
  canAccessKey,
  CHECK_AUTH_KEY,
  controllerCanAccessKey,
  IDENTITY_KEY,
  PERMISSIONS_KEY,
} from '../providers/queryKeys';

/**
 * The actions the screens ask about: the access gate's, a list's, its buttons', a form's, and every
 * write a deployment's `rights` may limit (a decision, a password reset, an invitation).
 */
const SCREEN_ACTIONS = ['open', 'list', 'show', 'clone', ...WRITE_ACTIONS] as const;

/**
 * Access is decided per screen by the menu's rule, and per write by the role's rights, which need
 * no call (`actionAllowed`): the answer to one action of a resource gives every other's. Written
 * into react-admin's cache, a screen's own checks (a list's `list`, its create button's `create`)
 * find it at once: each used to wait for a query of its own, and a list's data call waited one more
 * render for them.
 */
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

/** How long an answer of the authProvider is taken as it is by the components that ask again. */
export const AUTH_ANSWER_FRESH_MS = 10_000;

/**
 * react-admin asks the authProvider again whenever a component that needs an answer mounts: the
 * session check, the user and each access decision, all at once while a page draws. Each answer
 * that came back changed nothing, but redrew the whole layout twice (fetching, then fetched;
 * docs/performance.md, "What was done, and why it helped"). An answer a few seconds old is taken as
 * it is; a refused call still signs out at once (401), and a screen that changes who sees what
 * invalidates the access answers.
 */
export function keepAuthAnswersFresh(queryClient: QueryClient) {
  queryClient.setQueryDefaults(AUTH_KEY, { staleTime: AUTH_ANSWER_FRESH_MS });
}

/**
 * On a signed-in visit, starts what react-admin asks the authProvider before it draws a page, so
 * the answers are in its cache when the layout first renders: the session check (until it is
 * answered, react-admin draws a loading page and then the layout, one render and one painted
 * frame later), the signed-in user (the drawer's entries and the app bar's role are drawn once it
 * is known: otherwise one more render of the whole shell) and the opened screen's access decision,
 * beside the menu it waits for. Same keys and answers as react-admin's own queries.
 */
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
    // react-admin registers the resources only once it has the permissions: one render earlier.
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
