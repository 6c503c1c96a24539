import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  CoreAdminContext,
  memoryStore,
  ResourceContextProvider,
  useAuthState,
  useCanAccess,
  useGetIdentity,
  useGetList,
  useGetOne,
  useListController,
  usePermissions,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  canAccessKey,
  CHECK_AUTH_KEY,
  controllerCanAccessKey,
  IDENTITY_KEY,
  listKey,
  PERMISSIONS_KEY,
  recordKey,
} from './queryKeys';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id: 'u1' }),
  canAccess: async () => true,
};
const dataProvider = {} as DataProvider;

/** The keys react-admin's own hooks put in the cache as `Page` first renders. */
function keysOf(Page: () => null): unknown[] {
  const queryClient = new QueryClient();
  // signed in, as the start-up has answered it: page controllers then ask their access question
  queryClient.setQueryData([...CHECK_AUTH_KEY], true);
  renderToString(
    <MemoryRouter initialEntries={['/brands']}>
      <CoreAdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        // the default texts' locale: react-admin draws nothing before the stored locale is loaded
        store={memoryStore({ locale: 'en' })}
      >
        <ResourceContextProvider value="brands">
          <Page />
        </ResourceContextProvider>
      </CoreAdminContext>
    </MemoryRouter>,
  );
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

/*
 * The contract of the start-up with react-admin: the keys it writes answers under are the ones
 * react-admin's hooks read. When an upgrade changes one, this fails, not the app's speed silently.
 */
describe("react-admin's query keys, as the start-up writes them", () => {
  const params = {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'BrandId', order: 'DESC' as const },
    filter: { q: 'ช้าง' },
  };

  it('a list page: useGetList', () => {
    const keys = keysOf(() => {
      useGetList('brands', params);
      return null;
    });
    expect(keys).toContainEqual(listKey('brands', params));
  });

  it("a record: an edit or show screen's useGetOne", () => {
    const keys = keysOf(() => {
      useGetOne('brands', { id: 7 });
      return null;
    });
    expect(keys).toContainEqual(recordKey('brands', 7));
  });

  it("an access decision: useCanAccess, and a page controller's", () => {
    const keys = keysOf(() => {
      useCanAccess({ resource: 'brands', action: 'delete' });
      useListController({ resource: 'brands', perPage: 50 });
      return null;
    });
    expect(keys).toContainEqual(canAccessKey('brands', 'delete'));
    expect(keys).toContainEqual(controllerCanAccessKey('brands', 'list'));
  });

  it('the session answers: the session check, the permissions and the user', () => {
    const keys = keysOf(() => {
      useAuthState();
      usePermissions();
      useGetIdentity();
      return null;
    });
    expect(keys).toContainEqual([...CHECK_AUTH_KEY]);
    expect(keys).toContainEqual([...PERMISSIONS_KEY]);
    expect(keys).toContainEqual([...IDENTITY_KEY]);
  });
});
