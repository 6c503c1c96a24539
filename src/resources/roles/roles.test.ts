import { describe, expect, it } from 'vitest';
import { buildMenuTree, normaliseRoles } from '../../api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../api/menuTypes';
import { byMenuEntry, everySignedInUser, type ResourceDefinition } from '../../registry/definition';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import {
  applyDraft,
  draftChanges,
  entryRows,
  knownRoles,
  rolesWith,
  screenChanges,
  screensForRole,
  screensOf,
  seesEntry,
  toggleEntry,
} from './roleAccess';
import { rebaseRoles, writeRoleChanges } from './roleWrites';
import { roleChoicesOf, serverRoles } from '../shared/domain/roles/serverRoles';

const entry = (
  id: number,
  linkto: string,
  allowedroles: string[] | null,
  extra: Partial<SubMenuEntry> = {},
) => ({
  id,
  title_th: `th ${id}`,
  title_en: `en ${id}`,
  icon: '',
  linkto,
  menu: `m${id}`,
  allowedroles,
  created_at: `2024-01-${String(id % 28).padStart(2, '0')}T00:00:00Z`,
  ...extra,
});

// A small menu: a dashboard for everyone, a finance section (admin, finance) with two screens, a
// logistics entry for admin only.
const main: MainMenuEntry[] = [
  entry(1, '/dashboard', []),
  entry(2, '', ['admin', 'finance']),
  entry(3, '/logistic', ['admin']),
];
const sub: SubMenuEntry[] = [
  { ...entry(11, '/finance', ['admin', 'finance']), mainmenuid: 2 },
  { ...entry(12, '/finance/fee', ['admin']), mainmenuid: 2 },
];
const tree = buildMenuTree(main, sub);
const row = (key: string) => entryRows(tree).find((item) => item.key === key)!;

describe('roles derived from the menu', () => {
  it('lists every entry in menu order, sub-entries under their main entry', () => {
    expect(entryRows(tree).map((item) => item.key)).toEqual([
      'Mainmenu:1',
      'Mainmenu:2',
      'Submenu:11',
      'Submenu:12',
      'Mainmenu:3',
    ]);
  });

  it('offers every role a menu entry names and the user’s own, never a list of the app’s', () => {
    const withAuditor = buildMenuTree([...main, entry(4, '/audit', ['auditor'])], sub);
    // 'sales' and 'support' are roles of the demo, not of this menu: they are not offered.
    expect(knownRoles(withAuditor)).toEqual(['admin', 'finance', 'auditor']);
    expect(knownRoles(tree, 'ops-lead')).toEqual(['admin', 'finance', 'ops-lead']);
  });

  it('a role sees an entry open to everyone, its own, and a sub-entry only under a main entry it sees', () => {
    const seen = (role: string) =>
      entryRows(tree)
        .filter((item) => seesEntry(item, role))
        .map((item) => item.key);
    expect(seen('finance')).toEqual(['Mainmenu:1', 'Mainmenu:2', 'Submenu:11']);
    expect(seen('sales')).toEqual(['Mainmenu:1']);
    const subOnly = buildMenuTree(main, [{ ...entry(13, '/finance/x', ['sales']), mainmenuid: 2 }]);
    expect(
      entryRows(subOnly)
        .filter((item) => seesEntry(item, 'sales'))
        .map((item) => item.key),
    ).toEqual(['Mainmenu:1']);
  });
});

describe('changing a role’s access', () => {
  const roles = ['admin', 'finance', 'sales', 'support'];

  it('adds a role to a list, and takes one away', () => {
    expect(rolesWith(['admin'], 'sales', true, roles)).toEqual(['admin', 'sales']);
    expect(rolesWith(['admin', 'sales'], 'sales', false, roles)).toEqual(['admin']);
    expect(rolesWith(['admin'], 'admin', true, roles)).toEqual(['admin']);
  });

  it('an entry open to everyone stays open to every other role when one loses it', () => {
    expect(rolesWith([], 'sales', false, roles)).toEqual(['admin', 'finance', 'support']);
    expect(rolesWith(null, 'sales', true, roles)).toEqual([]);
  });

  it('refuses to take the last role away (an empty list would open the entry to everyone)', () => {
    expect(rolesWith(['admin'], 'admin', false, roles)).toBeNull();
    expect(toggleEntry(tree, {}, row('Mainmenu:3'), 'admin', false)).toBeNull();
  });

  it('giving a sub-entry gives its main entry too; the draft names both', () => {
    const draft = toggleEntry(tree, {}, row('Submenu:12'), 'sales', true)!;
    expect(draft).toEqual({ 'Submenu:12': ['admin', 'sales'], 'Mainmenu:2': ['admin', 'finance', 'sales'] });
    const after = applyDraft(tree, draft);
    expect(
      entryRows(after)
        .filter((item) => seesEntry(item, 'sales'))
        .map((item) => item.key),
    ).toEqual(['Mainmenu:1', 'Mainmenu:2', 'Submenu:12']);
  });

  it('undoing a change leaves nothing in the draft', () => {
    const given = toggleEntry(tree, {}, row('Mainmenu:3'), 'support', true)!;
    expect(given).toEqual({ 'Mainmenu:3': ['admin', 'support'] });
    expect(toggleEntry(tree, given, row('Mainmenu:3'), 'support', false)).toEqual({});
  });

  it('lists each changed entry with its roles before and after', () => {
    // An entry open to everyone stays open to every other role the server uses (the user's own too).
    const draft = toggleEntry(tree, {}, row('Mainmenu:1'), 'finance', false, ['ops-lead'])!;
    expect(
      draftChanges(tree, draft).map(({ row: changed, before, after }) => [changed.key, before, after]),
    ).toEqual([['Mainmenu:1', [], ['admin', 'ops-lead']]]);
  });
});

describe('role choices are the roles the server uses', () => {
  it('come from every entry of GET /api/Mainmenu and /api/Submenu, then the record’s own role', () => {
    // Written by hand: the allowed roles as a server may send them (a list, JSON text, a
    // comma-separated text), one of them on a sub-entry whose main entry is missing.
    const entries = [
      { allowedroles: ['superadmin', 'accounting'] },
      { allowedroles: '["accounting","warehouse"]' as unknown as string[] },
      { allowedroles: null },
      { allowedroles: 'call-centre, superadmin' as unknown as string[] },
      { ...entry(99, '/orphan', ['auditor']), mainmenuid: 404 },
    ];
    expect(serverRoles(entries)).toEqual(['superadmin', 'accounting', 'warehouse', 'call-centre', 'auditor']);
    expect(serverRoles(entries, 'temp-staff', undefined, '', 'accounting')).toEqual([
      'superadmin',
      'accounting',
      'warehouse',
      'call-centre',
      'auditor',
      'temp-staff',
    ]);
    // No whitelist: none of the demo's four roles appears unless the server names it.
    expect(serverRoles([{ allowedroles: [] }])).toEqual([]);
  });

  it('are labelled when the app knows the role, and shown as sent otherwise', () => {
    const labels: Record<string, string> = { 'app.roles.admin': 'ผู้ดูแลระบบ' };
    const translate = ((key: string, options?: { _?: string }) => labels[key] ?? options?._ ?? key) as never;
    expect(roleChoicesOf(['admin', 'warehouse'], translate)).toEqual([
      { id: 'admin', name: 'ผู้ดูแลระบบ' },
      { id: 'warehouse', name: 'warehouse' },
    ]);
  });
});

describe('the screens a role may open', () => {
  const definitions = [
    {
      name: 'pay-ins',
      access: byMenuEntry('/finance'),
      screens: { list: async () => ({ default: () => null }) },
    },
    {
      name: 'tools',
      access: byMenuEntry('/logistic'),
      routes: [
        { path: '/logistic', screen: async () => ({ default: () => null }) },
        { path: '/fees', screen: async () => ({ default: () => null }), access: byMenuEntry('/finance/fee') },
      ],
    },
    { name: 'home', access: everySignedInUser(), home: async () => ({ default: () => null }) },
    { name: 'units-data', access: everySignedInUser() },
  ] satisfies ResourceDefinition[];
  const screens = screensOf(definitions);

  it('are every resource with screens and every route of its own, each with its rule', () => {
    expect(screens.map((screen) => [screen.key, screen.path])).toEqual([
      ['pay-ins', '/pay-ins'],
      ['tools:/logistic', '/logistic'],
      ['tools:/fees', '/fees'],
      ['home:/', '/'],
    ]);
  });

  it('by the menu, leaving out what every signed-in user has', () => {
    const keys = (role: string) => screensForRole(screens, tree, role).map((screen) => screen.key);
    expect(keys('admin')).toEqual(['pay-ins', 'tools:/logistic', 'tools:/fees']);
    expect(keys('finance')).toEqual(['pay-ins']);
    expect(keys('sales')).toEqual([]);
  });

  it('says what each role gains and loses with a draft', () => {
    let draft = toggleEntry(tree, {}, row('Mainmenu:3'), 'sales', true)!;
    draft = toggleEntry(tree, draft, row('Mainmenu:2'), 'finance', false)!;
    expect(
      screenChanges(screens, tree, draft).map(({ role, gained, lost }) => [
        role,
        gained.map((screen) => screen.key),
        lost.map((screen) => screen.key),
      ]),
    ).toEqual([
      ['finance', [], ['pay-ins']],
      ['sales', ['tools:/logistic'], []],
    ]);
  });
});

describe('writing the changes (PUT /api/Mainmenu/{id}, PUT /api/Submenu/{id})', () => {
  const backend = demoBackendForFile({ signInAs: 'admin' });
  const everything = {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'created_at', order: 'ASC' as const },
    filter: {},
  };
  /** The menu as the roles screen reads it. */
  const readMenu = async () => {
    const [mains, subs] = await Promise.all([
      backend.dataProvider.getList('Mainmenu', everything),
      backend.dataProvider.getList('Submenu', everything),
    ]);
    return buildMenuTree(mains.data as unknown as MainMenuEntry[], subs.data as unknown as SubMenuEntry[]);
  };

  it('writes each changed entry with its new roles, and the role may then open the screen', async () => {
    const menu = await readMenu();
    const logistics = entryRows(menu).find((item) => item.entry.linkto === '/logistic')!;
    const fees = entryRows(menu).find((item) => item.entry.linkto === '/finance/fee')!;
    expect(await backend.authProvider.canAccess!({ resource: 'roles:/role', action: 'open' })).toBe(true);

    let draft = toggleEntry(menu, {}, logistics, 'sales', true)!;
    draft = toggleEntry(menu, draft, fees, 'finance', false)!;
    backend.requests.length = 0;
    const result = await writeRoleChanges(backend.dataProvider, draftChanges(menu, draft));
    // in menu order: the finance section comes before logistics
    expect(result).toEqual({ written: [fees.key, logistics.key], failed: [], rebased: {}, alreadySo: [] });
    const puts = backend.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.url.pathname)).toEqual([
      `/api/Submenu/${fees.entry.id}`,
      `/api/Mainmenu/${logistics.entry.id}`,
    ]);
    expect(JSON.parse(puts[1].body)).toEqual({
      title_th: logistics.entry.title_th,
      title_en: logistics.entry.title_en,
      icon: logistics.entry.icon,
      allowedroles: ['admin', 'sales'],
    });
    expect(JSON.parse(puts[0].body).allowedroles).toEqual(['admin']);
    const stored = backend.store.collection('Mainmenu').find((item) => item.id === logistics.entry.id)!;
    expect(stored.allowedroles).toEqual(['admin', 'sales']);
  });

  it('a failing write is named and the others are still written', async () => {
    const menu = await readMenu();
    const diagnostics = entryRows(menu).find((item) => item.entry.linkto === '/test')!;
    const staffLog = entryRows(menu).find((item) => item.entry.linkto === '/StaffLog')!;
    let draft = toggleEntry(menu, {}, diagnostics, 'support', true)!;
    draft = toggleEntry(menu, draft, staffLog, 'support', true)!;
    backend.faults.set({ method: 'PUT', path: `/api/Mainmenu/${diagnostics.entry.id}`, status: 503 });
    const result = await writeRoleChanges(backend.dataProvider, draftChanges(menu, draft));
    expect(result.failed.map((failure) => failure.key)).toEqual([diagnostics.key]);
    expect(result.written).toContain(staffLog.key);
  });

  it("reads the menu again first: an entry another person changed meanwhile is not written, the others are over the server's titles", async () => {
    const menu = await readMenu();
    const logistics = entryRows(menu).find((item) => item.entry.linkto === '/logistic')!;
    // A main entry of its own (no section to give too) that sales does not see yet.
    const other = entryRows(menu).find(
      (item) =>
        item.resource === 'Mainmenu' &&
        item.entry.linkto &&
        item.key !== logistics.key &&
        normaliseRoles(item.entry.allowedroles).length > 0 &&
        !normaliseRoles(item.entry.allowedroles).includes('sales'),
    )!;
    let draft = toggleEntry(menu, {}, logistics, 'support', true)!;
    draft = toggleEntry(menu, draft, other, 'sales', true)!;
    // Meanwhile, in another tab: the logistics entry gains the finance role, the other a new title.
    const stored = (id: number) => backend.store.collection('Mainmenu').find((item) => item.id === id)!;
    backend.store.change(() => {
      stored(logistics.entry.id).allowedroles = ['admin', 'finance'];
      stored(other.entry.id).title_en = 'Renamed meanwhile';
    });
    backend.requests.length = 0;
    const result = await writeRoleChanges(backend.dataProvider, draftChanges(menu, draft));
    expect(result).toEqual({
      written: [other.key],
      failed: [{ key: logistics.key, message: 'resources.roles.changed_meanwhile' }],
      // Support, given by the person, over finance, given by the other.
      rebased: { [logistics.key]: ['admin', 'finance', 'support'] },
      alreadySo: [],
    });
    const puts = backend.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.url.pathname)).toEqual([`/api/Mainmenu/${other.entry.id}`]);
    expect(JSON.parse(puts[0].body)).toMatchObject({
      title_en: 'Renamed meanwhile',
      allowedroles: [...normaliseRoles(other.entry.allowedroles), 'sales'],
    });
    expect(stored(logistics.entry.id).allowedroles).toEqual(['admin', 'finance']);
  });

  it('an entry another person already gave the same roles is not written, nor left in the draft as a change', async () => {
    const menu = await readMenu();
    const logistics = entryRows(menu).find((item) => item.entry.linkto === '/logistic')!;
    const draft = toggleEntry(menu, {}, logistics, 'support', true)!;
    // Meanwhile another person gives support the entry too.
    backend.store.change(() => {
      backend.store.collection('Mainmenu').find((item) => item.id === logistics.entry.id)!.allowedroles = [
        ...normaliseRoles(logistics.entry.allowedroles),
        'support',
      ];
    });
    backend.requests.length = 0;
    const result = await writeRoleChanges(backend.dataProvider, draftChanges(menu, draft));
    expect(result).toEqual({ written: [], failed: [], rebased: {}, alreadySo: [logistics.key] });
    expect(backend.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('an entry removed meanwhile is named, and nothing is written when the menu cannot be read', async () => {
    const menu = await readMenu();
    const logistics = entryRows(menu).find((item) => item.entry.linkto === '/logistic')!;
    const draft = toggleEntry(menu, {}, logistics, 'sales', true)!;
    backend.faults.set({ method: 'GET', path: '/api/Mainmenu', status: 503 });
    backend.requests.length = 0;
    const unread = await writeRoleChanges(backend.dataProvider, draftChanges(menu, draft));
    expect(unread.written).toEqual([]);
    expect(unread.failed.map((failure) => failure.key)).toEqual([logistics.key]);
    expect(backend.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    backend.faults.clear();
    backend.store.change((data) => {
      data.collections.Mainmenu = data.collections.Mainmenu.filter((item) => item.id !== logistics.entry.id);
    });
    const removed = await writeRoleChanges(backend.dataProvider, draftChanges(menu, draft));
    expect(removed).toEqual({
      written: [],
      failed: [{ key: logistics.key, message: 'resources.roles.removed_meanwhile' }],
      rebased: {},
      alreadySo: [],
    });
  });
});

describe("a change rebased over another person's", () => {
  it('keeps what they gave and took, and adds what the person gave and took', () => {
    expect(rebaseRoles(['admin', 'sales'], ['admin', 'sales', 'support'], ['admin'])).toEqual([
      'admin',
      'support',
    ]);
    expect(rebaseRoles(['admin', 'sales'], ['admin'], ['admin', 'sales', 'finance'])).toEqual([
      'admin',
      'finance',
    ]);
    expect(rebaseRoles(['admin'], ['admin', 'sales'], ['admin', 'sales'])).toEqual(['admin', 'sales']);
  });

  it('never makes an empty list, which opens the entry to everyone', () => {
    expect(rebaseRoles(['admin', 'sales'], ['sales'], ['admin'])).toEqual(['sales']);
  });
});
