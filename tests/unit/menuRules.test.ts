import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  entriesLinkingTo,
  iconOf,
  isVisibleToRole,
  mayOpen,
  menuForRole,
  normaliseRoles,
} from '../../src/api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../src/api/menuTypes';
import { menuLinkTarget } from '../../src/layout/menuLinks';

const main = (id: number, created_at: string, extra: Partial<MainMenuEntry> = {}): MainMenuEntry => ({
  id,
  title_th: `th${id}`,
  title_en: `en${id}`,
  icon: '',
  linkto: '',
  menu: `m${id}`,
  allowedroles: null,
  created_at,
  ...extra,
});
const sub = (
  id: number,
  mainmenuid: number,
  created_at: string,
  extra: Partial<SubMenuEntry> = {},
): SubMenuEntry => ({
  ...main(id, created_at, extra),
  mainmenuid,
});

describe('menu role rule', () => {
  it('shows an entry with no list, an empty list, or a list holding the role', () => {
    expect(isVisibleToRole({ allowedroles: null }, 'sales')).toBe(true);
    expect(isVisibleToRole({ allowedroles: [] }, 'sales')).toBe(true);
    expect(isVisibleToRole({ allowedroles: ['admin', 'sales'] }, 'sales')).toBe(true);
    expect(isVisibleToRole({ allowedroles: ['admin'] }, 'sales')).toBe(false);
    expect(isVisibleToRole({ allowedroles: ['admin'] }, '')).toBe(false);
  });
  it('reads roles sent as text', () => {
    expect(normaliseRoles('admin, sales')).toEqual(['admin', 'sales']);
    expect(normaliseRoles('["admin","finance"]')).toEqual(['admin', 'finance']);
    expect(normaliseRoles(undefined)).toEqual([]);
  });
});

describe('menu tree', () => {
  const tree = buildMenuTree(
    [
      main(2, '2024-01-02', { linkto: '', allowedroles: ['admin', 'finance'] }),
      main(1, '2024-01-01', { linkto: '/dashboard', allowedroles: [] }),
      main(3, '2024-01-03', { linkto: '', allowedroles: ['admin', 'sales'] }),
    ],
    [
      sub(102, 2, '2024-02-02', { linkto: '/finance/fee', allowedroles: ['admin'] }),
      sub(101, 2, '2024-02-01', { linkto: '/finance', allowedroles: ['admin', 'finance'] }),
      sub(103, 3, '2024-02-03', { linkto: '/product', allowedroles: ['admin'] }),
    ],
  );

  it('sorts by created_at and nests sub-entries', () => {
    expect(tree.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(tree[1].children.map((entry) => entry.id)).toEqual([101, 102]);
  });

  it('filters by role, dropping groups left empty', () => {
    const finance = menuForRole(tree, 'finance');
    expect(finance.map((entry) => entry.id)).toEqual([1, 2]);
    expect(finance[1].children.map((entry) => entry.id)).toEqual([101]);
    // sales may see group 3, but not its only sub-entry
    expect(menuForRole(tree, 'sales').map((entry) => entry.id)).toEqual([1]);
    expect(menuForRole(tree, 'admin')[1].children).toHaveLength(2);
  });

  it("drops links that leave the site: sub-entries with them, a main entry's own link", () => {
    const outside = buildMenuTree(
      [
        main(1, '2024-01-01', { linkto: 'https://evil.example/' }),
        main(2, '2024-01-02', { linkto: '//evil.example' }),
        main(3, '2024-01-03', { linkto: 'javascript:alert(1)' }),
        main(4, '2024-01-04', { linkto: '' }),
      ],
      [
        sub(101, 3, '2024-02-01', { linkto: '/finance' }),
        sub(102, 4, '2024-02-02', { linkto: '/\\evil.example' }),
        sub(103, 4, '2024-02-03', { linkto: 'http://evil.example/finance' }),
        sub(104, 4, '2024-02-04', { linkto: '/product?x=1' }),
      ],
    );
    const shown = menuForRole(outside, 'admin');
    expect(shown.map((entry) => [entry.id, entry.linkto])).toEqual([
      [3, ''],
      [4, ''],
    ]);
    expect(shown.map((entry) => entry.children.map((child) => child.id))).toEqual([[101], [104]]);
  });

  it('sends a link that leaves the site home, wherever it is drawn', () => {
    for (const linkto of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/%2F%2Fevil'])
      expect(menuLinkTarget(linkto, [])).toBe('/');
    expect(menuLinkTarget('/finance?x=1', [])).toBe('/finance?x=1');
    expect(menuLinkTarget('', [])).toBe('');
  });

  it('guards routes by the entries linking to them', () => {
    expect(mayOpen(tree, ['/finance/fee'], 'finance')).toBe(false);
    expect(mayOpen(tree, ['/finance/fee'], 'admin')).toBe(true);
    expect(mayOpen(tree, ['/finance'], 'finance')).toBe(true);
    // deny by default: no entry links to it, so no role opens it through the menu
    expect(mayOpen(tree, ['/changepassword'], 'sales')).toBe(false);
    expect(mayOpen(tree, ['/changepassword'], 'admin')).toBe(false);
    expect(entriesLinkingTo(tree, ['/finance/'])[0].sub?.id).toBe(101);
  });

  it('uses the default icons', () => {
    expect(iconOf(main(9, 'x'), false)).toBe('mdi-factory');
    expect(iconOf(sub(9, 1, 'x'), true)).toBe('mdi-map');
    expect(iconOf(main(9, 'x', { icon: 'mdi-cart' }), false)).toBe('mdi-cart');
  });
});
