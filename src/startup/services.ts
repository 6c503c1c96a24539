import { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type LayoutProps } from 'react-admin';
import { createKeyStore } from '../api/cryptoKeys';
import { createHttpClient } from '../api/httpClient';
import { createMenuTreeLoader } from '../api/menuTree';
import { announceServerError } from '../api/serverErrors';
import { clearStorage, readToken } from '../api/session';
import { sessionResume } from '../api/sessionResume';
import { createSudo, parseSudoCall } from '../api/sudo';
import type { AppConfig } from '../config/config';
import { lazyScreen, loadScreen } from '../layout/lazyScreen';
import { UNAUTHORIZED_EVENT } from '../layout/SessionEvents';
import { createDataProvider } from '../providers/dataProvider';
import { STAFF_LOG_RESOURCE } from '../providers/history/historyEntry';
import { historyDeclarations, withRecordHistory } from '../providers/history/withRecordHistory';
import { createI18nProvider, storeInLanguageOf } from '../providers/i18nProvider';
import { prefetchReferenceLists } from '../providers/referenceLists';
import type { Registry } from '../registry/registry';
import { createAppAuthProvider, keepAuthAnswersFresh, prefetchSignedInAnswers } from './accessCache';
import { openedDataQuery } from './openedList';
import type { PrefetchPlan } from './prefetchPlan';
import { canAccessKey } from '../providers/queryKeys';

export const loadLayout = () => import('../layout/AppLayout');

/** A refused request (4xx) is final; a server failure or a lost connection is tried once more. */
export function retryServerFailureOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number })?.status ?? 0;
  return (status === 0 || status >= 500) && failureCount < 1;
}

/** Once the demo backend is up, calls go out at once: a promise's turn would come only after the draw. */
function fetchOnceUp(backendReady: Promise<void>): typeof fetch {
  let up = false;
  backendReady.then(
    () => (up = true),
    () => undefined,
  );
  return (input, init) => (up ? fetch(input, init) : backendReady.then(() => fetch(input, init)));
}

/** Made once before the first render, with the page load's plan (`prefetchPlan.ts`) started against them. */
export function createServices(
  config: AppConfig,
  registry: Registry,
  plan: PrefetchPlan,
  backendReady?: Promise<void>,
) {
  const http = createHttpClient({
    config,
    fetch: backendReady && fetchOnceUp(backendReady),
    origin: window.location.origin,
    getToken: () => readToken(),
    onUnauthorized: () => {
      clearStorage();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    },
    resume: sessionResume,
    sudo: createSudo(
      registry.definitions.flatMap((definition) => definition.sudo ?? []).map(parseSudoCall),
      config.session.sudoMinutes,
    ),
    onServerError: announceServerError,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryServerFailureOnce } } });
  keepAuthAnswersFresh(queryClient);
  // Writes to a record with a history are logged, and the panels read the log again (docs/api.md, "Record history").
  const dataProvider = withRecordHistory(
    createDataProvider(registry.definitions, {
      http,
      queryClient,
      loadDescriptionsNow: plan.descriptions,
    }),
    historyDeclarations(registry.definitions),
    { onWritten: () => void queryClient.invalidateQueries({ queryKey: [STAFF_LOG_RESOURCE] }) },
  );
  const menuTree = createMenuTreeLoader(dataProvider, queryClient);
  // The menu now, while the layout loads: every access decision waits for it.
  if (plan.menu) menuTree().catch(() => undefined);
  prefetchReferenceLists(
    registry.definitions.filter((definition) => plan.referenceLists.includes(definition.name)),
    queryClient,
    dataProvider,
  );
  const i18nProvider = createI18nProvider(registry.definitions);
  const keyStore = createKeyStore(config, http, { origin: window.location.origin, getToken: readToken });
  const authProvider = createAppAuthProvider(
    http,
    { registry, menuTree, rights: config.rights, resumeSettled: sessionResume.settled },
    queryClient,
  );
  const loadShell = () =>
    Promise.all([loadLayout(), i18nProvider.loadResourceTexts()]).then(([layout]) => layout);
  const store = storeInLanguageOf(localStorageStore(), i18nProvider);
  const { openedScreen } = plan;
  const signedInAnswers = plan.sessionAnswers
    ? prefetchSignedInAnswers(queryClient, authProvider, openedScreen).then(() => {
        const allowed = openedScreen && queryClient.getQueryData(canAccessKey(openedScreen, 'open')) === true;
        if (allowed && plan.openedData)
          return prefetchOpenedData(
            queryClient,
            openedDataQuery(registry.definitions, window.location, dataProvider, store, config.listPerPage),
          );
      })
    : undefined;
  return {
    http,
    keyStore,
    queryClient,
    dataProvider,
    // Fetched decryption keys leave memory with the session (docs/deploying.md, "Decryption keys").
    authProvider: {
      ...authProvider,
      logout: (params: unknown) => {
        keyStore.forget();
        return authProvider.logout(params);
      },
    },
    i18nProvider,
    store,
    layout: lazyScreen<LayoutProps>(loadShell),
    /** What a signed-in visit's first render draws with, so it needs no Suspense round; never fails. */
    signedInStart: plan.layoutCode
      ? Promise.allSettled([loadScreen(loadShell), signedInAnswers]).then(() => undefined)
      : undefined,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Asked once the screen is allowed, under react-admin's key, so the page draws with it the first time. */
function prefetchOpenedData(
  queryClient: QueryClient,
  query: { queryKey: unknown[]; queryFn: () => Promise<unknown> } | undefined,
): Promise<void> | undefined {
  if (!query) return undefined;
  // Or react-admin would ask again as it mounts; its own writes still update the cache at once.
  queryClient.setQueryDefaults(query.queryKey, { staleTime: OPENED_DATA_FRESH_MS });
  return queryClient.prefetchQuery(query);
}

const OPENED_DATA_FRESH_MS = 10_000;
