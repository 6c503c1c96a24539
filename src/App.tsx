import { lazy, useEffect, useMemo } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Notification,
  Resource,
  ResourceDefinitionContextProvider,
  type AdminProps,
} from 'react-admin';
import { LoginPage } from './auth/LoginPage';
import { TwoFactorPage } from './auth/TwoFactorPage';
import type { AppConfig } from './config/config';
import { ConfigContext } from './config/ConfigContext';
import { HttpContext, KeyStoreContext } from './config/ServicesContext';
import { NotAllowed } from './layout/NotAllowed';
import { NotFound } from './layout/NotFound';
import { NOTIFY_SUCCESS_MS } from './layout/notifyDurations';
import { lightTheme, darkTheme } from './layout/theme';
import { defineResource, everySignedInUser, type ResourceDefinition } from './registry/definition';
import type { Registry } from './registry/registry';
import { RegistryContext } from './registry/RegistryContext';
import { LegacyRedirect } from './routes/LegacyRedirect';
import { firstPaint, reportFirstCommit } from './startup/firstPaint';
import { buildScreens, type Screens } from './startup/screens';
import type { Services } from './startup/services';

/*
 * The app's composition: the services and screens the start-up made (src/startup/), given to
 * react-admin. Nothing is decided here.
 */

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

// The demo accounts come with the demo's code, asked for once the sign-in page is on screen (boot.ts).
const DemoUsers = lazy(() => firstPaint.then(() => import('./auth/DemoUsers')));
const SignInPage = () => <LoginPage demoUsers={DemoUsers} />;

/** A public page opened from inside the app: loaded afresh, as its own page without the shell. */
function PublicPageReload() {
  useEffect(() => window.location.reload(), []);
  return null;
}

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
      // No defaultTheme: without a choice in the user card, react-admin follows prefers-color-scheme.
    >
      <ResourceDefinitionContextProvider definitions={screens.definitions}>
        <AdminUI
          title="app.title"
          disableTelemetry
          requireAuth
          layout={services.layout}
          loginPage={SignInPage}
          dashboard={screens.home as AdminProps['dashboard']}
          catchAll={NotFound}
          accessDenied={NotAllowed}
          notification={AppNotification}
        >
          {screens.resources.map(({ definition, options, list, create, edit, show }) => (
            <Resource
              key={definition.name}
              name={definition.name}
              options={options}
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
