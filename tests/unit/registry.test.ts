import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, entriesLinkingTo } from '../../src/api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../src/api/menuTypes';
import { ruleAllows } from '../../src/registry/access';
import {
  byMenuEntry,
  defineResource,
  everySignedInUser,
  type ResourceDefinition,
} from '../../src/registry/definition';
import { entriesToAdd } from '../../src/registry/menuEntries';
import { appScreens, unreachableScreens } from '../../src/registry/reach';
import { buildRegistry, legacyTarget } from '../../src/registry/registry';
import { prefetchReferenceLists, referenceListKey } from '../../src/providers/referenceLists';
import { resources } from '../../src/resources';
import { seedMainMenu, seedSubMenu } from '../support/demoMenu';

const entry = (id: number, linkto: string, allowedroles: string[] | null): MainMenuEntry => ({
  id,
  title_th: `เมนู ${id}`,
  title_en: `Entry ${id}`,
  icon: '',
  linkto,
  menu: `m${id}`,
  allowedroles,
  created_at: `2024-01-0${id}T00:00:00Z`,
});
const sub = (id: number, parent: number, linkto: string, allowedroles: string[] | null): SubMenuEntry => ({
  ...entry(id, linkto, allowedroles),
  mainmenuid: parent,
});

const screen = () => Promise.resolve({ default: () => null });
const registry = buildRegistry([
  defineResource({
    name: 'brands',
    access: byMenuEntry('/brand'),
    oldPaths: {
      '/brand': 'list',
      '/brand/components/EditBrand': 'edit',
      '/brand/components/AddBrand': 'create',
    },
    screens: { list: screen },
  }),
  defineResource({
    name: 'home',
    access: everySignedInUser(),
    home: screen,
    oldPaths: { '/dashboard': '/' },
  }),
  defineResource({
    name: 'tools',
    access: everySignedInUser(),
    routes: [{ path: '/test', screen, access: byMenuEntry('/test') }],
  }),
]);

describe('the registry', () => {
  it('derives where old paths lead, filling :id from the query parameter that names the record', () => {
    const edit = registry.legacyRoutes.find((route) => route.from === '/brand/components/EditBrand')!;
    expect(edit).toEqual({ from: '/brand/components/EditBrand', to: '/brands/:id', resource: 'brands' });
    expect(legacyTarget(edit, '?id=12')).toBe('/brands/12');
    // Only `id` names the record unless the old path says which parameters do: no guessing by suffix.
    expect(legacyTarget(edit, '?BrandId=7')).toBe('/brands');
    expect(legacyTarget(edit, '')).toBe('/brands');
    expect(registry.legacyRoutes.find((route) => route.from === '/dashboard')?.to).toBe('/');
  });

  it('reads an old query as its path declares: a record, a list filter, or the query kept for a path', () => {
    const declared = buildRegistry([
      defineResource({
        name: 'orders',
        access: everySignedInUser(),
        screens: { list: screen, show: screen },
        oldPaths: {
          '/order': {
            to: 'list',
            record: { params: ['OrderID'], opens: 'show' },
            filter: {
              OrderNo: 'OrderNo',
              Select: 'OrderStatus',
              OrderStatus: 'OrderStatus',
              Start: { field: 'Start', value: 'date' },
              Shop: { field: 'ShopId', value: 'number' },
            },
          },
          '/order/detail': {
            to: 'show',
            record: { params: ['OrderID', 'id'] },
            filter: { OrderNo: 'OrderNo' },
          },
          '/order/old-page': '/orders-board',
        },
      }),
    ]);
    const from = (path: string) => declared.legacyRoutes.find((route) => route.from === path)!;
    const decoded = (path: string, search: string) => decodeURIComponent(legacyTarget(from(path), search));
    expect(decoded('/order', '?orderid=5')).toBe('/orders/5/show');
    expect(decoded('/order', '?OrderNo=KK 1&Select=PAID&OrderStatus=SHIPPED&Start=2024-03-01T08:00:00')).toBe(
      '/orders?filter={"OrderNo":"KK 1","OrderStatus":"PAID","Start":"2024-03-01"}',
    );
    expect(decoded('/order', '?Shop=12&Start=2024-02-30&Other=1&OrderNo=')).toBe(
      '/orders?filter={"ShopId":12}',
    );
    expect(decoded('/order', '?Shop=twelve&Start=yesterday')).toBe('/orders');
    expect(decoded('/order/detail', '?id=9&OrderNo=KK')).toBe('/orders/9/show');
    expect(decoded('/order/detail', '?OrderNo=KK')).toBe('/orders?filter={"OrderNo":"KK"}');
    expect(decoded('/order/old-page', '?month=2024-01&x=1')).toBe('/orders-board?month=2024-01&x=1');
    expect(decoded('/order/old-page', '')).toBe('/orders-board');
    // The filter is sent as react-admin reads it: the JSON encoded as one parameter.
    expect(legacyTarget(from('/order'), '?OrderNo=A%26B')).toBe(
      `/orders?filter=${encodeURIComponent('{"OrderNo":"A&B"}')}`,
    );
  });

  it('refuses an old path whose query could not mean anything', () => {
    const named = (oldPaths: ResourceDefinition['oldPaths']) => () =>
      buildRegistry([defineResource({ name: 'x', access: everySignedInUser(), oldPaths })]);
    expect(named({ '/old': { to: '/new', filter: { a: 'a' } } })).toThrow(/path/);
    expect(named({ '/old': { to: 'list', record: { params: ['XId'] } } })).toThrow(/screen that opens it/);
  });

  it('maps a screen back to the old paths that lead to it', () => {
    expect(registry.oldPathsFor('/brands/12').sort()).toEqual(
      ['/brand', '/brand/components/EditBrand', '/brands', '/brands/12'].sort(),
    );
    expect(registry.oldPathsFor('/')).toEqual(['/', '/dashboard']);
    expect(registry.oldPathsFor('/elsewhere')).toEqual(['/elsewhere']);
  });

  it("names every screen of a new resource (no old path) by its list's menu entry", () => {
    const callbacks = buildRegistry([
      defineResource({
        name: 'payment-callbacks',
        access: byMenuEntry('/payment-callbacks'),
        screens: { list: screen, create: screen, edit: screen, show: screen },
      }),
    ]);
    const tree = buildMenuTree([entry(1, '', null)], [sub(2, 1, '/payment-callbacks', null)]);
    const named = (path: string) =>
      entriesLinkingTo(tree, callbacks.oldPathsFor(path)).map((match) => [match.main.id, match.sub?.id]);
    for (const path of [
      '/payment-callbacks',
      '/payment-callbacks/create',
      '/payment-callbacks/7',
      '/payment-callbacks/7/show',
    ])
      expect(named(path), path).toEqual([[1, 2]]);
    // A path that only begins with the same letters is not one of its screens.
    expect(named('/payment-callbacks-old/7')).toEqual([]);
  });

  it('knows which resource or route owns a path, and nothing else', () => {
    expect(registry.accessKeyOfPath('/brands/3/show')).toBe('brands');
    expect(registry.accessKeyOfPath('/test')).toBe('tools:/test');
    expect(registry.accessKeyOfPath('/')).toBe('home');
    expect(registry.accessKeyOfPath('/brandsX')).toBeUndefined();
    expect(registry.accessKeyOfPath('/unknown')).toBeUndefined();
  });

  it('gives a custom route its own rule, and no rule to unknown names', () => {
    expect(registry.ruleFor('tools:/test')).toEqual({ kind: 'menu', paths: ['/test'] });
    expect(registry.ruleFor('tools')).toEqual({ kind: 'signedIn' });
    expect(registry.ruleFor('banks')).toBeUndefined();
    expect(registry.ruleFor('')).toBeUndefined();
  });

  it('refuses a resource or an old path listed twice', () => {
    const brands = defineResource({ name: 'x', access: everySignedInUser() });
    expect(() => buildRegistry([brands, brands])).toThrow(/twice/);
    expect(() =>
      buildRegistry([
        defineResource({ name: 'a', access: everySignedInUser(), oldPaths: { '/old': 'list' } }),
        defineResource({ name: 'b', access: everySignedInUser(), oldPaths: { '/old': 'list' } }),
      ]),
    ).toThrow(/twice/);
  });

  it('makes leaving out the access rule a type error', () => {
    // @ts-expect-error: `access` is required
    const missing = defineResource({ name: 'open' });
    expect(missing.access).toBeUndefined();
  });
});

describe('access is denied by default', () => {
  const tree = buildMenuTree(
    [entry(1, '/brand', ['admin', 'sales']), entry(2, '', ['admin', 'finance']), entry(3, '/open', [])],
    [sub(11, 2, '/finance', ['admin', 'finance']), sub(12, 2, '/finance/fee', ['admin'])],
  );

  it('refuses without a rule, whatever the role', () => {
    for (const role of ['admin', 'sales', '', undefined, null])
      expect(ruleAllows(undefined, tree, role), String(role)).toBe(false);
  });

  it('refuses a screen no menu entry links to, even to the admin', () => {
    expect(ruleAllows(byMenuEntry('/nowhere'), tree, 'admin')).toBe(false);
    expect(ruleAllows(byMenuEntry('/brand'), [], 'admin')).toBe(false);
  });

  it('opens a menu screen to the roles of its entry (and of the main entry above a sub-entry)', () => {
    expect(ruleAllows(byMenuEntry('/brand'), tree, 'sales')).toBe(true);
    expect(ruleAllows(byMenuEntry('/brand'), tree, 'finance')).toBe(false);
    expect(ruleAllows(byMenuEntry('/finance'), tree, 'finance')).toBe(true);
    expect(ruleAllows(byMenuEntry('/finance/fee'), tree, 'finance')).toBe(false);
    expect(ruleAllows(byMenuEntry('/finance/fee'), tree, 'admin')).toBe(true);
  });

  it('takes an empty role list as everyone, but never an empty or missing role for a listed one', () => {
    expect(ruleAllows(byMenuEntry('/open'), tree, 'support')).toBe(true);
    expect(ruleAllows(byMenuEntry('/open'), tree, '')).toBe(true);
    expect(ruleAllows(byMenuEntry('/brand'), tree, '')).toBe(false);
    expect(ruleAllows(byMenuEntry('/brand'), tree, undefined)).toBe(false);
  });

  it('opens "every signed-in user" rules without the menu', () => {
    expect(ruleAllows(everySignedInUser(), [], 'anyone')).toBe(true);
  });
});

describe("every screen with the old app's menu (its route table's paths only)", () => {
  /** Roles of the hand-made menu: `all` holds every entry; the others one section each. */
  const ALL = 'all';
  type Section = 'catalogue' | 'finance' | 'partners' | 'people' | 'ads' | 'help' | 'admin';
  const roles = (section: Section) => [ALL, section];

  let nextId = 1;
  const mains: MainMenuEntry[] = [];
  const subs: SubMenuEntry[] = [];
  /** A main entry linking directly, or grouping sub-entries (linkto empty), of one section. */
  function section(name: Section, linkto: string, children: string[] = []) {
    const main = entry(nextId++, linkto, roles(name));
    mains.push(main);
    for (const path of children) subs.push(sub(nextId++, main.id, path, roles(name)));
  }
  // The old app's menu areas, each entry linking a path of its route table.
  section('admin', '/dashboard');
  section('catalogue', '', ['/product', '/productfeature']);
  section('catalogue', '/brand');
  section('catalogue', '', ['/master-data/category', '/master-data/sub-category']);
  section('finance', '', [
    '/finance',
    '/finance/ordertransaction',
    '/finance/transactionout',
    '/finance/fee',
    '/finance/shipping',
    '/finance/promotion',
    '/finance/ws-income',
  ]);
  section('finance', '/order');
  section('finance', '/report');
  section('partners', '', ['/grocery/grocerys', '/grocery/document', '/grocery/gc-password']);
  section('partners', '', ['/wholesale/seller', '/wholesale/document']);
  section('partners', '', ['/sales', '/sales/storesurvey']);
  section('partners', '/support');
  section('people', '', ['/staff/employee', '/staff/position', '/StaffLog']);
  section('admin', '/role');
  section('admin', '/Menu');
  section('admin', '/test');
  section('admin', '/improvesytem');
  section('admin', '/logistic');
  section('ads', '', [
    '/advertise',
    '/advertise/dashboard',
    '/advertise/campaigndashboard',
    '/advertise/newcampaign',
    '/advertise/genqrcode',
  ]);
  section('help', '', ['/help/kk', '/help/kk-ws', '/help/kk-ep']);
  section('admin', '', [
    '/master-data/bank/bank',
    '/master-data/address/region',
    '/master-data/address/province',
    '/master-data/address/district',
    '/master-data/address/sub-district',
    '/master-data/GC/address-type',
    '/master-data/GC/business-type',
    '/master-data/WS/address-type',
    '/master-data/WS/business-type',
    '/master-data/restrictcontent',
  ]);
  const oldMenu = buildMenuTree(mains, subs);
  const app = buildRegistry(resources);
  const screens = appScreens(app.definitions);
  const rule = (key: string) => app.ruleFor(key);

  it('links none of the paths only the app has', () => {
    const linked = [...mains, ...subs].map((item) => item.linkto);
    for (const path of ['/notifications', '/units', '/system-products', '/menus', '/suppliers'])
      expect(linked).not.toContain(path);
  });

  it('reaches every screen of the registry once the entries its resources declare are added', () => {
    expect(screens.length).toBeGreaterThan(40);
    // A screen the old app did not have (a new resource) is reached by the entry its resource
    // declares, which the menu screen asks a deployment to add: add those, as an administrator would.
    const unreached = unreachableScreens(screens, oldMenu);
    const added = unreached.flatMap((screen) =>
      entriesToAdd(app.definitions, screen.resource, screen.rule.kind === 'menu' ? screen.rule.paths : []),
    );
    for (const screen of unreached)
      expect(
        added.some(({ entry }) => entry.resource === screen.resource),
        screen.path,
      ).toBe(true);
    const completed = buildMenuTree(
      [...mains, entry(900, '', [ALL])],
      [...subs, ...added.map(({ entry: declared }, at) => sub(901 + at, 900, declared.path, [ALL]))],
    );
    expect(unreachableScreens(screens, completed).map((screen) => screen.path)).toEqual([]);
    const refused = screens.filter((screen) => !ruleAllows(screen.rule, completed, ALL));
    expect(refused.map((screen) => screen.path)).toEqual([]);
  });

  it('does not count a screen as reached by an entry its resource does not declare', () => {
    const lonely = defineResource({
      name: 'lonely',
      access: byMenuEntry('/lonely/entry'),
      screens: { list: async () => ({ default: () => null }) },
    });
    const [screen] = appScreens([lonely]);
    expect(unreachableScreens([screen], oldMenu)).toEqual([screen]);
    expect(entriesToAdd([lonely], 'lonely', ['/lonely/entry'])).toEqual([]);
  });

  it("opens the new screens through their section's entries, and refuses a role without them", () => {
    const opens = (key: string, role: string) => ruleAllows(rule(key), oldMenu, role);
    expect(
      ['catalogue', 'finance', 'partners', 'people'].filter((role) => opens('notifications', role)),
    ).toEqual(['partners']);
    expect(['catalogue', 'finance', 'partners', 'admin'].filter((role) => opens('units', role))).toEqual([
      'catalogue',
    ]);
    expect(
      ['catalogue', 'finance', 'partners', 'admin'].filter((role) => opens('system-products', role)),
    ).toEqual(['catalogue']);
    // The data the notifications' list reads opens to the same roles as the list.
    expect(opens('notification-templates', 'partners')).toBe(true);
    expect(opens('notification-templates', 'finance')).toBe(false);
  });

  it("the demo's menu reaches every screen too (the menu screen then lists none)", () => {
    expect(unreachableScreens(screens, buildMenuTree(seedMainMenu, seedSubMenu))).toEqual([]);
  });

  it('still refuses a screen with no rule, and every menu screen when the menu links nothing of it', () => {
    expect(ruleAllows(rule('no-such-screen'), oldMenu, ALL)).toBe(false);
    const onlyBrands = buildMenuTree([entry(1, '/brand', [])], []);
    const unreached = unreachableScreens(screens, onlyBrands).map((screen) => screen.key);
    expect(unreached).toContain('notifications');
    expect(unreached).toContain('units');
    expect(unreached).not.toContain('brands');
    // Screens every signed-in user has are never "unreached".
    expect(unreached).not.toContain('homepage:/');
  });
});

describe('the reference lists fetched on load', () => {
  it('are the four the app needs at start, declared by their resources', () => {
    expect(
      resources
        .filter((definition) => definition.fetchedAtStart)
        .map((definition) => definition.name)
        .sort(),
    ).toEqual(['brands', 'categories', 'regions', 'units']);
  });

  it('are asked for, each once, and nothing else', async () => {
    const queryClient = new QueryClient();
    const asked: string[] = [];
    const dataProvider = {
      getList: async (resource: string) => {
        asked.push(resource);
        return { data: [], total: 0 };
      },
    } as unknown as DataProvider;
    const definitions = [
      { name: 'a', fetchedAtStart: true as const },
      { name: 'b' },
      { name: 'c', fetchedAtStart: true as const },
    ];
    prefetchReferenceLists(definitions, queryClient, dataProvider);
    prefetchReferenceLists(definitions, queryClient, dataProvider);
    await new Promise((settled) => setTimeout(settled));
    expect(asked).toEqual(['a', 'c']);
    expect(queryClient.getQueryData(referenceListKey('c'))).toEqual({ data: [], total: 0 });
  });
});
