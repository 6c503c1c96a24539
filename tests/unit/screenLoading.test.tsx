import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  CoreAdminContext,
  I18nContextProvider,
  memoryStore,
  ResourceContextProvider,
  StoreContextProvider,
  useAuthState,
  useEditController,
  useGetIdentity,
  useListController,
  usePermissions,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyScreen, loadScreen } from '../../src/layout/lazyScreen';
import { prefetchSignedInAnswers, sharingAccessAnswers } from '../../src/startup/accessCache';
import { canAccessKey } from '../../src/providers/queryKeys';
import { recordQuery } from '../../src/providers/dataProvider';
import { LIST_PER_PAGE } from '../../src/providers/paging';
import { listPageQuery, openedDataQuery, openedListParams } from '../../src/startup/openedList';
import { resources } from '../../src/resources';
import type { ListOpening } from '../../src/registry/definition';
import { createI18nProvider, storeInLanguageOf } from '../../src/providers/i18nProvider';
import { formScreens } from '../../src/startup/screens';

const Hello = ({ name }: { name: string }) => <p>{`hello ${name}`}</p>;

describe('a screen whose code has arrived', () => {
  it('draws at once, with no Suspense fallback', async () => {
    const load = () => Promise.resolve({ default: Hello });
    const Screen = lazyScreen(load);
    expect(renderToString(<Screen name="before" />)).not.toContain('hello before');
    await loadScreen(load);
    expect(renderToString(<Screen name="after" />)).toContain('hello after');
  });

  it('a form’s add and edit screens are made once, so a preload and the route name the same loader', () => {
    const form = () => Promise.resolve({ default: () => null });
    expect(formScreens(form)).toBe(formScreens(form));
    expect(formScreens(form).edit).not.toBe(formScreens(form).create);
  });
});

describe('access answers shared between the actions of a screen', () => {
  const provider = (allowed: Record<string, boolean>): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ resource }) => allowed[resource] ?? false,
  });

  it('answer every other action of the resource from the cache', async () => {
    const queryClient = new QueryClient();
    const auth = sharingAccessAnswers(provider({ brands: true, orders: false }), queryClient);
    await auth.canAccess!({ resource: 'brands', action: 'open' });
    await auth.canAccess!({ resource: 'orders', action: 'open' });
    expect(queryClient.getQueryData(canAccessKey('brands', 'list'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('brands', 'create'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('orders', 'edit'))).toBe(false);
    expect(queryClient.getQueryData(canAccessKey('units', 'list'))).toBeUndefined();
  });

  it('never for a question about one record, nor over an answer already given', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(canAccessKey('brands', 'delete'), false);
    const auth = sharingAccessAnswers(provider({ brands: true }), queryClient);
    await auth.canAccess!({ resource: 'units', action: 'edit', record: { id: 1 } });
    expect(queryClient.getQueryData(canAccessKey('units', 'list'))).toBeUndefined();
    await auth.canAccess!({ resource: 'brands', action: 'open' });
    expect(queryClient.getQueryData(canAccessKey('brands', 'delete'))).toBe(false);
  });
});

/** A signed-in user who may open the brands' screens, and no other. */
const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'admin' }),
  canAccess: async ({ resource }) => resource === 'brands',
};

/** A page of the brands resource drawn on the server (which never fetches) with react-admin's contexts. */
function drawBrandsPage(
  Page: () => null,
  path: string,
  services: {
    authProvider: AuthProvider;
    dataProvider: DataProvider;
    queryClient: QueryClient;
    store: Store;
  },
) {
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <CoreAdminContext {...services}>
        <ResourceContextProvider value="brands">
          <Page />
        </ResourceContextProvider>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

describe('a signed-in page finds every answer react-admin asks for before it draws', () => {
  const noData = {} as DataProvider;

  /**
   * Every question react-admin put in the cache (to the authProvider, or a record's), with whether
   * it is answered. `before` runs with the page's prefetches, as the app's start-up does.
   */
  async function questionsOf(
    Page: () => null,
    path: string,
    before: (queryClient: QueryClient) => Promise<unknown> = async () => undefined,
  ) {
    const queryClient = new QueryClient();
    await prefetchSignedInAnswers(queryClient, sharingAccessAnswers(auth, queryClient), 'brands');
    await before(queryClient);
    drawBrandsPage(Page, path, {
      authProvider: auth,
      dataProvider: noData,
      queryClient,
      // The default texts' locale: react-admin draws nothing before the stored locale is loaded.
      store: memoryStore({ locale: 'en' }),
    });
    return queryClient
      .getQueryCache()
      .getAll()
      .map((query) => ({ key: query.queryKey, answered: query.state.status === 'success' }));
  }

  /** What react-admin's routes and layout ask before they draw: the session, the permissions, the user. */
  const useShellQuestions = () => {
    useAuthState();
    useGetIdentity();
    usePermissions();
  };
  const ListPage = () => {
    useShellQuestions();
    useListController();
    return null;
  };
  const EditPage = () => {
    useShellQuestions();
    useEditController({ id: 1 });
    return null;
  };

  it('a list finds the screen’s answer in react-admin’s cache, so its data call is not held back', async () => {
    const questions = await questionsOf(ListPage, '/brands');
    expect(questions.some(({ key }) => JSON.stringify(key).includes('"list"'))).toBe(true);
    // Only the list's own data is left to ask for (a server-side render never fetches it).
    expect(questions.filter(({ answered }) => !answered).map(({ key }) => key.slice(0, 2))).toEqual([
      ['brands', 'getList'],
    ]);
  });

  it('so does an edit form, and the record fetched with the access decision', async () => {
    const record = { id: 1, BrandTitle: 'ตราช้าง' };
    const brands = { getOne: async () => ({ data: record }) } as unknown as DataProvider;
    const questions = await questionsOf(EditPage, '/brands/1', (queryClient) =>
      queryClient.prefetchQuery(recordQuery('brands', '1', brands)),
    );
    expect(questions.some(({ key }) => JSON.stringify(key).includes('"edit"'))).toBe(true);
    expect(questions.filter(({ key }) => key[1] === 'getOne')).toEqual([
      { key: ['brands', 'getOne', { id: '1' }], answered: true },
    ]);
    expect(questions.filter(({ answered }) => !answered)).toEqual([]);
  });
});

describe('a list page asked for before it draws', () => {
  const rows = [{ id: 7, BrandTitle: 'ตราช้าง' }];
  const brands = { getList: async () => ({ data: rows, total: 1 }) } as unknown as DataProvider;

  /** The list queries react-admin's list controller left in the cache, with whether each is answered. */
  async function listQueriesOf(opening: ListOpening, path: string, store: Store) {
    const queryClient = new QueryClient();
    const url = new URL(path, 'http://app.test');
    await queryClient.prefetchQuery(
      listPageQuery('brands', openedListParams('brands', opening, url.search, store, LIST_PER_PAGE), brands),
    );
    // What ResourceList gives react-admin for a resource's own list.
    const ListPage = () => {
      useListController({
        perPage: LIST_PER_PAGE,
        sort: opening.sort,
        filterDefaultValues: opening.filterDefaultValues,
      });
      return null;
    };
    drawBrandsPage(ListPage, path, { authProvider: auth, dataProvider: brands, queryClient, store });
    return queryClient
      .getQueryCache()
      .findAll({ queryKey: ['brands', 'getList'] })
      .map((query) => ({ key: query.queryKey[2], answered: query.state.status === 'success' }));
  }
  const storeWith = (values: Record<string, unknown> = {}) => memoryStore({ locale: 'en', ...values });

  const byId = { sort: { field: 'BrandId', order: 'DESC' } } as const;
  const search = `?page=2&perPage=50&sort=BrandTitle&order=ASC&filter=${encodeURIComponent('{"q":"ช้าง"}')}`;
  const lastUsed = { page: 3, perPage: 50, sort: 'BrandTitle', order: 'ASC', filter: { q: 'ตรา' } };
  const page = (number: number, field: string, order: string, filter: Record<string, unknown> = {}) => ({
    pagination: { page: number, perPage: 50 },
    sort: { field, order },
    filter,
  });

  it.each<[string, ListOpening, string, Record<string, unknown>, ReturnType<typeof page>]>([
    ['the opening order, first page of 50', byId, '/brands', {}, page(1, 'BrandId', 'DESC')],
    [
      'with the starting filter, when the resource has one',
      { sort: { field: 'CreatedDate', order: 'DESC' }, filterDefaultValues: { app: 'SP' } },
      '/brands',
      {},
      page(1, 'CreatedDate', 'DESC', { app: 'SP' }),
    ],
    [
      'the URL’s page, order and filter first',
      byId,
      `/brands${search}`,
      { 'brands.listParams': { ...lastUsed, filter: {} } },
      page(2, 'BrandTitle', 'ASC', { q: 'ช้าง' }),
    ],
    [
      'then the parameters the list last used',
      byId,
      '/brands',
      { 'brands.listParams': lastUsed },
      page(3, 'BrandTitle', 'ASC', { q: 'ตรา' }),
    ],
    ['react-admin’s order for a list without one', {}, '/brands', {}, page(1, 'id', 'ASC')],
  ])('is the page the list reads: %s', async (_case, opening, path, stored, expected) => {
    expect(await listQueriesOf(opening, path, storeWith(stored))).toEqual([
      { key: expected, answered: true },
    ]);
  });
});

describe('the data the opened page reads first, asked for at start-up', () => {
  const noData = {} as DataProvider;
  const keyOf = (pathname: string, search = '', perPage: number = LIST_PER_PAGE) =>
    openedDataQuery(resources, { pathname, search }, noData, memoryStore(), perPage)?.queryKey;

  it('a resource’s list: its first page, in the order its definition gives', () => {
    expect(keyOf('/brands')).toEqual([
      'brands',
      'getList',
      {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'BrandId', order: 'DESC' },
        filter: {},
        meta: undefined,
      },
    ]);
    expect(keyOf('/brands', '?page=2')?.[2]).toMatchObject({ pagination: { page: 2, perPage: 50 } });
  });

  it('a list opens at the page size config.json gives; the URL’s own size still wins', () => {
    expect(keyOf('/brands', '', 10)?.[2]).toMatchObject({ pagination: { page: 1, perPage: 10 } });
    expect(keyOf('/brands', '?perPage=25', 10)?.[2]).toMatchObject({ pagination: { page: 1, perPage: 25 } });
  });

  it('an edit page: its record', () => {
    expect(keyOf('/brands/7')).toEqual(['brands', 'getOne', { id: '7', meta: undefined }]);
  });

  it.each(['/brands/create', '/', '/login', '/nothing'])('%s: nothing', (path) => {
    expect(keyOf(path)).toBeUndefined();
  });
});

describe('the first render of a page', () => {
  const drawnWith = (store: Store) =>
    renderToString(
      <StoreContextProvider value={store}>
        <I18nContextProvider value={createI18nProvider([])}>
          <p>page</p>
        </I18nContextProvider>
      </StoreContextProvider>,
    );

  it('draws the page for a visitor who never chose a language (react-admin alone draws nothing)', () => {
    expect(drawnWith(memoryStore())).not.toContain('page');
    expect(drawnWith(storeInLanguageOf(memoryStore(), { getLocale: () => 'th' }))).toContain('page');
  });

  it('answers the language in use, not the first one, once the store is emptied (signing out)', () => {
    let inUse = 'th';
    const store = storeInLanguageOf(memoryStore({ locale: 'en' }), { getLocale: () => inUse });
    inUse = 'en';
    store.reset();
    expect(store.getItem('locale')).toBe('en');
  });

  it('keeps a language the visitor chose, and every other stored value', () => {
    const store = storeInLanguageOf(memoryStore({ locale: 'en', sidebar: { open: false } }), {
      getLocale: () => 'th',
    });
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('sidebar')).toEqual({ open: false });
    expect(storeInLanguageOf(memoryStore(), { getLocale: () => 'th' }).getItem('theme', 'light')).toBe(
      'light',
    );
  });
});
