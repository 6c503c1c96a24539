import { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { Admin, CanAccess, CustomRoutes, Notification, Resource, type AdminProps } from 'react-admin';
import { createHttpClient } from './api/http';
import { announceServerError } from './api/serverErrors';
import { clearStorage, readToken } from './api/session';
import { LoginPage } from './auth/LoginPage';
import { TwoFactorPage } from './auth/TwoFactorPage';
import type { AppConfig } from './config/config';
import { ConfigContext } from './config/ConfigContext';
import { HttpContext } from './config/ServicesContext';
import { lazyScreen } from './layout/lazyScreen';
import { NotAllowed } from './layout/NotAllowed';
import { NotFound } from './layout/NotFound';
import { UNAUTHORIZED_EVENT } from './layout/SessionEvents';
import { lightTheme, darkTheme } from './layout/theme';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { brands } from './resources/brands';
import { categories } from './resources/categories';
import { mainMenu, subMenu } from './resources/menus';
import { createMenuSource } from './resources/menus/menuSource';
import { packages, supplierPackages } from './resources/packages';
import { products } from './resources/products';
import { regions } from './resources/regions';
import { subcategories, subcategoryChoices } from './resources/subcategories';
import { systemProducts } from './resources/system-products';
import type { AppResource } from './resources/types';
import { units } from './resources/units';
import { legacyRoutes } from './routes/legacyRoutes';
import { LegacyRedirect } from './routes/LegacyRedirect';

const AppLayout = lazyScreen(() => import('./layout/AppLayout'));
const DashboardScreen = lazyScreen(() => import('./resources/dashboard/Dashboard'));
const Dashboard = () => <DashboardScreen />;
const MenuManagement = lazyScreen(() => import('./resources/menus/MenuManagement'));
const ChangePasswordPage = lazyScreen(() => import('./auth/ChangePasswordPage'));
const Diagnostics = lazyScreen(() => import('./resources/diagnostics/Diagnostics'));

/** Every resource of the app. Adding one: a folder under resources/ and a line here. */
export const resources: AppResource[] = [
  mainMenu,
  subMenu,
  brands,
  categories,
  subcategories,
  subcategoryChoices,
  units,
  products,
  systemProducts,
  packages,
  supplierPackages,
  regions,
];

/** Spec §8 / §9: a success toast stays 1.5 s; failures set their own 4 s. */
const AppNotification = () => <Notification autoHideDuration={1500} />;

/** A refused request (4xx) is final; a server failure or a lost connection is tried once more. */
export function retryServerFailureOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number })?.status ?? 0;
  return (status === 0 || status >= 500) && failureCount < 1;
}

export function App({ config }: { config: AppConfig }) {
  const services = useMemo(() => {
    const http = createHttpClient({
      config,
      origin: window.location.origin,
      getToken: () => readToken(),
      onUnauthorized: () => {
        clearStorage();
        window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      },
      onServerError: announceServerError,
    });
    const menuSource = createMenuSource(http);
    return {
      http,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: retryServerFailureOnce } } }),
      authProvider: createAuthProvider(http, menuSource),
      dataProvider: createDataProvider(resources, { http, menuSource }),
    };
  }, [config]);

  // A data router with browser history: history-mode paths (DESIGN §6), and react-router's blocker,
  // which the "unsaved changes" warning of forms needs.
  const router = useMemo(
    () => createBrowserRouter([{ path: '*', element: <AdminApp services={services} /> }]),
    [services],
  );

  return (
    <ConfigContext.Provider value={config}>
      <HttpContext.Provider value={services.http}>
        <RouterProvider router={router} />
      </HttpContext.Provider>
    </ConfigContext.Provider>
  );
}

type Services = Pick<AdminProps, 'authProvider' | 'dataProvider' | 'queryClient'>;

function AdminApp({ services }: { services: Services }) {
  return (
    <Admin
      title="app.title"
      disableTelemetry
      requireAuth
      authProvider={services.authProvider}
      dataProvider={services.dataProvider}
      queryClient={services.queryClient}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      catchAll={NotFound}
      accessDenied={NotAllowed}
      notification={AppNotification}
    >
      {resources.map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          list={resource.list}
          create={resource.create}
          edit={resource.edit}
          show={resource.show}
          icon={resource.icon}
          recordRepresentation={resource.recordRepresentation}
        />
      ))}
      <CustomRoutes noLayout>
        <Route path="/LoginTFA" element={<TwoFactorPage />} />
        {legacyRoutes.map((route) => (
          <Route key={route.from} path={route.from} element={<LegacyRedirect route={route} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/changepassword" element={<ChangePasswordPage />} />
        <Route
          path="/menus"
          element={
            <CanAccess resource="menus" action="list" accessDenied={<NotAllowed />}>
              <MenuManagement />
            </CanAccess>
          }
        />
        <Route path="/test" element={<Diagnostics />} />
      </CustomRoutes>
    </Admin>
  );
}
