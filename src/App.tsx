import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ComponentType } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  localStorageStore,
  Notification,
  Resource,
  ResourceDefinitionContextProvider,
  type AdminProps,
  type LayoutProps,
} from 'react-admin';
import { createKeyStore } from './api/cryptoKeys';
import { createHttpClient } from './api/http';
import { createMenuTreeLoader } from './api/menuTree';
import { announceServerError } from './api/serverErrors';
import { clearStorage, readSession, readToken } from './api/session';
import { LoginPage } from './auth/LoginPage';
import { reportFirstCommit } from './startup/firstPaint';
import { TwoFactorPage } from './auth/TwoFactorPage';
import type { AppConfig } from './config/config';
import { ConfigContext } from './config/ConfigContext';
import { HttpContext, KeyStoreContext } from './config/ServicesContext';
import { lazyScreen, loadScreen } from './layout/lazyScreen';
import { NotAllowed } from './layout/NotAllowed';
import { NotFound } from './layout/NotFound';
import { NOTIFY_SUCCESS_MS } from './layout/notifyDurations';
import { UNAUTHORIZED_EVENT } from './layout/SessionEvents';
import { lightTheme, darkTheme } from './layout/theme';
import {
  canAccessKey,
  keepAuthAnswersFresh,
  prefetchSignedInAnswers,
  sharingAccessAnswers,
} from './providers/accessCache';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { openedDataQuery } from './providers/openedList';
import { createI18nProvider, storeInLanguageOf } from './providers/i18nProvider';
import { prefetchReferenceLists } from './providers/referenceLists';
import { defineResource, everySignedInUser, type ResourceDefinition } from './registry/definition';
import { routeKey, type Registry } from './registry/registry';
import { RegistryContext } from './registry/RegistryContext';
import { rightAllows } from './registry/rights';
import { formScreens, guardedScreen } from './startup/screens';
import { LegacyRedirect } from './routes/LegacyRedirect';

/** The signed-in layout's code (main.tsx starts it early on a signed-in visit). */
export const loadLayout = () => import('./layout/AppLayout');

/** The shell's own screens, guarded like every resource's. */
export const shellDefinitions: readonly ResourceDefinition[] = [
  defineResource({
    name: 'account',
    access: everySignedInUser(),
    routes: [{ path: '/changepassword', screen: () => import('./auth/ChangePasswordPage') }],
  }),
];

/** A success toast stays 1.5 s; failures set their own 4 s (docs/requirements.md, "Errors and notices"). */
const AppNotification = () => <Notification autoHideDuration={NOTIFY_SUCCESS_MS} />;

/** A refused request (4xx) is final; a server failure or a lost connection is tried once more. */
export function retryServerFailureOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number })?.status ?? 0;
  return (status === 0 || status >= 500) && failureCount < 1;
}

interface Screens {
  home?: ComponentType;
  resources: {
    definition: ResourceDefinition;
    list?: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    show?: ComponentType;
  }[];
  routes: { path: string; Screen: ComponentType }[];
  /** What react-admin registers for each <Resource> below, known before it does. */
  definitions: Record<string, ResourceDefinitionOfAdmin>;
}

type ResourceDefinitionOfAdmin = ReturnType<typeof Resource.registerResource>;

/** Every screen of the registry, each lazy and behind its access decision. Made once. */
function buildScreens(registry: Registry): Screens {
  const home = registry.definitions.find((definition) => definition.home);
  const resources = registry.definitions
    .filter((definition) => definition.data || definition.screens)
    .map((definition) => {
      const { form, ...screens } = definition.screens ?? {};
      const loaders = { ...(form ? formScreens(form) : {}), ...screens };
      const guard = (load: (typeof loaders)['list']) => load && guardedScreen(definition.name, load);
      return {
        definition,
        list: guard(loaders.list),
        create: guard(loaders.create),
        edit: guard(loaders.edit),
        show: guard(loaders.show),
      };
    });
  return {
    home: home?.home && guardedScreen(home.name, home.home),
    resources,
    routes: registry.definitions.flatMap((definition) =>
      (definition.routes ?? []).map((route) => ({
        path: route.path,
        Screen: guardedScreen(routeKey(definition.name, route.path), route.screen),
      })),
    ),
    definitions: Object.fromEntries(
      resources.map(({ definition, ...screens }) => [
        definition.name,
        Resource.registerResource({
          name: definition.name,
          ...screens,
          recordRepresentation: definition.recordRepresentation,
        }),
      ]),
    ),
  };
}

/** A public page opened from inside the app: loaded afresh, as its own page without the shell. */
function PublicPageReload() {
  useEffect(() => window.location.reload(), []);
  return null;
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
 * What the app's screens talk through, made once before the first render: a signed-in visit
 * starts here its menu, its session answers and the shell's code (`signedInStart`).
 */
export function createServices(config: AppConfig, registry: Registry, backendReady?: Promise<void>) {
  const http = createHttpClient({
    config,
    fetch: backendReady && fetchOnceUp(backendReady),
    origin: window.location.origin,
    getToken: () => readToken(),
    onUnauthorized: () => {
      clearStorage();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    },
    onServerError: announceServerError,
  });
  const signedIn = !!readToken();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryServerFailureOnce } } });
  keepAuthAnswersFresh(queryClient);
  const dataProvider = createDataProvider(registry.definitions, {
    http,
    queryClient,
    loadDescriptionsNow: signedIn,
  });
  const menuTree = createMenuTreeLoader(dataProvider, queryClient);
  // A signed-in visit asks for the menu now, while the layout's code loads: every screen's access
  // decision waits for it (same cache entry as the drawer's, so asked once); and for the reference
  // lists, in before the page first draws.
  if (signedIn) {
    menuTree().catch(() => undefined);
    prefetchReferenceLists(registry.definitions, queryClient, dataProvider);
  }
  const i18nProvider = createI18nProvider(registry.definitions);
  const keyStore = createKeyStore(config, http, { origin: window.location.origin, getToken: readToken });
  const authProvider = sharingAccessAnswers(
    createAuthProvider(http, { registry, menuTree, rights: config.rights }),
    queryClient,
    (resource, action) => rightAllows(config.rights, resource, action, readSession()?.role),
  );
  const loadShell = () =>
    Promise.all([loadLayout(), i18nProvider.loadResourceTexts()]).then(([layout]) => layout);
  const store = storeInLanguageOf(localStorageStore(), i18nProvider);
  const openedScreen = registry.accessKeyOfPath(window.location.pathname);
  const signedInAnswers = signedIn
    ? prefetchSignedInAnswers(queryClient, authProvider, openedScreen).then(() => {
        if (openedScreen && queryClient.getQueryData(canAccessKey(openedScreen, 'open')) === true)
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
    signedInStart: signedIn
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

export function App({
  config,
  registry,
  services,
}: {
  config: AppConfig;
  registry: Registry;
  services: Services;
}) {
  const screens = useMemo(() => buildScreens(registry), [registry]);
  useEffect(reportFirstCommit, []);

  // A data router with browser history: the old paths are history-mode paths, and react-router's blocker,
  // which the "unsaved changes" warning of forms needs.
  const router = useMemo(
    () =>
      createBrowserRouter([
        { path: '*', element: <AdminApp services={services} registry={registry} screens={screens} /> },
      ]),
    [services, registry, screens],
  );

  return (
    <ConfigContext.Provider value={config}>
      <HttpContext.Provider value={services.http}>
        <KeyStoreContext.Provider value={services.keyStore}>
          <RegistryContext.Provider value={registry}>
            <RouterProvider router={router} />
          </RegistryContext.Provider>
        </KeyStoreContext.Provider>
      </HttpContext.Provider>
    </ConfigContext.Provider>
  );
}

function AdminApp({
  services,
  registry,
  screens,
}: {
  services: Services;
  registry: Registry;
  screens: Screens;
}) {
  // react-admin's <Admin>, with the resources' definitions known from the first render: react-admin
  // registers each <Resource> in an effect, and the first registration redrew the whole app (and a
  // list drew its "add" button one render late, moving the toolbar). The same definitions
  // (Resource.registerResource of the same props), so registering them changes nothing.
  return (
    <AdminContext
      authProvider={services.authProvider}
      dataProvider={services.dataProvider}
      queryClient={services.queryClient}
      i18nProvider={services.i18nProvider}
      store={services.store}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
    >
      <ResourceDefinitionContextProvider definitions={screens.definitions}>
        <AdminUI
          title="app.title"
          disableTelemetry
          requireAuth
          layout={services.layout}
          loginPage={LoginPage}
          dashboard={screens.home as AdminProps['dashboard']}
          catchAll={NotFound}
          accessDenied={NotAllowed}
          notification={AppNotification}
        >
          {screens.resources.map(({ definition, list, create, edit, show }) => (
            <Resource
              key={definition.name}
              name={definition.name}
              list={list}
              create={create}
              edit={edit}
              show={show}
              recordRepresentation={definition.recordRepresentation}
            />
          ))}
          <CustomRoutes noLayout>
            <Route path="/LoginTFA" element={<TwoFactorPage />} />
            {registry.definitions
              .flatMap((definition) => definition.publicPages ?? [])
              .map((page) => (
                <Route key={page.path} path={page.path} element={<PublicPageReload />} />
              ))}
            {registry.legacyRoutes.map((route) => (
              <Route key={route.from} path={route.from} element={<LegacyRedirect route={route} />} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            {screens.routes.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </CustomRoutes>
        </AdminUI>
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
}
