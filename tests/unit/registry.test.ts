import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../../src/api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../src/api/menuTypes';
import { ruleAllows } from '../../src/registry/access';
import { byMenuEntry, defineResource, everySignedInUser } from '../../src/registry/definition';
import { buildRegistry, legacyTarget } from '../../src/registry/registry';
import { prefetchReferenceLists, referenceListKey } from '../../src/providers/referenceLists';
import { resources } from '../../src/resources';

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
  it('derives where old paths lead, filling :id from the query', () => {
    const edit = registry.legacyRoutes.find((route) => route.from === '/brand/components/EditBrand')!;
    expect(edit).toEqual({ from: '/brand/components/EditBrand', to: '/brands/:id', resource: 'brands' });
    expect(legacyTarget(edit, '?id=12')).toBe('/brands/12');
    expect(legacyTarget(edit, '?BrandId=7')).toBe('/brands/7');
    expect(legacyTarget(edit, '')).toBe('/brands');
    expect(registry.legacyRoutes.find((route) => route.from === '/dashboard')?.to).toBe('/');
  });

  it('maps a screen back to the old paths that lead to it', () => {
    expect(registry.oldPathsFor('/brands/12').sort()).toEqual(
      ['/brand', '/brand/components/EditBrand', '/brands/12'].sort(),
    );
    expect(registry.oldPathsFor('/')).toEqual(['/', '/dashboard']);
    expect(registry.oldPathsFor('/elsewhere')).toEqual(['/elsewhere']);
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

describe('access is denied by default (DESIGN §7)', () => {
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

  it('takes an empty role list as everyone (spec §2), but never an empty or missing role for a listed one', () => {
    expect(ruleAllows(byMenuEntry('/open'), tree, 'support')).toBe(true);
    expect(ruleAllows(byMenuEntry('/open'), tree, '')).toBe(true);
    expect(ruleAllows(byMenuEntry('/brand'), tree, '')).toBe(false);
    expect(ruleAllows(byMenuEntry('/brand'), tree, undefined)).toBe(false);
  });

  it('opens "every signed-in user" rules without the menu', () => {
    expect(ruleAllows(everySignedInUser(), [], 'anyone')).toBe(true);
  });
});

describe('the reference lists fetched on load', () => {
  it('are the four spec §2 names, declared by their resources', () => {
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
