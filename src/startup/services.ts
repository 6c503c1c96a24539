import { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type LayoutProps } from 'react-admin';
import { createKeyStore } from '../api/cryptoKeys';
import { createHttpClient } from '../api/httpClient';
import { createMenuTreeLoader } from '../api/menuTree';
import { announceServerError } from '../api/serverErrors';
import { clearStorage, readSession, readToken } from '../api/session';
import { sessionResume } from '../api/sessionResume';
import { createSudo, parseSudoCall } from '../api/sudo';
import type { AppConfig } from '../config/config';
import { lazyScreen, loadScreen } from '../layout/lazyScreen';
import { UNAUTHORIZED_EVENT } from '../layout/SessionEvents';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { STAFF_LOG_RESOURCE } from '../providers/history/historyEntry';
import { historyDeclarations, withRecordHistory } from '../providers/history/withRecordHistory';
import { createI18nProvider, storeInLanguageOf } from '../providers/i18nProvider';
import { prefetchReferenceLists } from '../providers/referenceLists';
import type { Registry } from '../registry/registry';
import { rightAllows } from '../registry/rights';
import { keepAuthAnswersFresh, prefetchSignedInAnswers, sharingAccessAnswers } from './accessCache';
import { openedDataQuery } from './openedList';
import type { PrefetchPlan } from './prefetchPlan';
import { canAccessKey } from '../providers/queryKeys';

/*
 * The services the app talks through, and what a page load starts before the first draw: the
 * start-up's plan (`prefetchPlan.ts`) carried out against them.
 */

/** The signed-in layout's code (main.tsx starts it early on a signed-in visit). */
export const loadLayout = () => import('../layout/AppLayout');

/** A refused request (4xx) is final; a server failure or a lost connection is tried once more. */
export function retryServerFailureOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number })?.status ?? 0;
  return (status === 0 || status >= 500) && failureCount < 1;
}

/**
 * In demo mode, a call waits for the demo backend while it starts, and goes out at once after:
 * a page's first calls are made while it draws, and a promise's turn comes only when that is over.
 */
function fetchOnceUp(backendReady: Promise<void>): typeof fetch {
  let up = false;
  backendReady.then(
    () => (up = true),
    () => undefined,
  );
  return (input, init) => (up ? fetch(input, init) : backendReady.then(() => fetch(input, init)));
}

/**
 * What the app's screens talk through, made once before the first render, and the data part of the
 * page load's plan started against them: a signed-in visit's menu, reference lists, session
 * answers and opened data, and the shell's code (`signedInStart`).
 */
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
  // The app's writes to a record with a history are followed by their staff log entry; the
  // history panels on screen then read the log again (docs/api.md, "Record history").
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
  // The menu now, while the layout's code loads: every screen's access decision waits for it (same
  // cache entry as the drawer's, so asked once); and the reference lists, in before the first draw.
  if (plan.menu) menuTree().catch(() => undefined);
  prefetchReferenceLists(
    registry.definitions.filter((definition) => plan.referenceLists.includes(definition.name)),
    queryClient,
    dataProvider,
  );
  const i18nProvider = createI18nProvider(registry.definitions);
  const keyStore = createKeyStore(config, http, { origin: window.location.origin, getToken: readToken });
  const authProvider = sharingAccessAnswers(
    createAuthProvider(http, {
      registry,
      menuTree,
      rights: config.rights,
      resumeSettled: sessionResume.settled,
    }),
    queryClient,
    (resource, action) => rightAllows(config.rights, resource, action, readSession()?.role),
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
            openedDataQuery(registry.definitions, window.location, dataProvider, store),
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
    // The signed-in layout draws once its code and the resources' texts are both here: every
    // screen it holds may use them, and the sign-in page needs neither.
    layout: lazyScreen<LayoutProps>(loadShell),
    /**
     * On a signed-in visit, what its first render draws with: the shell's code and texts (once
     * here, the layout draws without a Suspense round, see loadScreen), the session answers and
     * the opened screen's access decision (which waits for the menu). Settles, never fails.
     */
    signedInStart: plan.layoutCode
      ? Promise.allSettled([loadScreen(loadShell), signedInAnswers]).then(() => undefined)
      : undefined,
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * The opened page's data, asked for as soon as the screen is allowed (never before: deny by default)
 * under react-admin's own key: the page then draws with it the first time instead of drawing
 * empty, asking for it, and drawing again.
 */
function prefetchOpenedData(
  queryClient: QueryClient,
  query: { queryKey: unknown[]; queryFn: () => Promise<unknown> } | undefined,
): Promise<void> | undefined {
  if (!query) return undefined;
  // react-admin's screen would ask again as it mounts, the answer being a few hundred ms old. A
  // change still shows at once: react-admin writes a save into the cached record and pages, and
  // marks them out of date after an addition or a delete.
  queryClient.setQueryDefaults(query.queryKey, { staleTime: OPENED_DATA_FRESH_MS });
  return queryClient.prefetchQuery(query);
}

/** How long the data a page opened with is taken as it is. */
const OPENED_DATA_FRESH_MS = 10_000;
