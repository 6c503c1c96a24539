import { describe, expect, it } from 'vitest';
import { buildMenuTree, menuForRole } from '../api/menuRules';
import { ruleAllows } from '../registry/access';
import type { ResourceDefinition } from '../registry/definition';
import { buildRegistry } from '../registry/registry';
import { resources } from '../resources';
import { seedMainMenu, seedSubMenu } from '../../tests/support/demoMenu';
import {
  opensPalette,
  plannedSearches,
  rankScreens,
  recordTarget,
  rowsHolding,
  screensOfMenu,
  type PaletteScreen,
} from './commandPaletteRules';
import { menuLinkTarget } from './menuLinks';

const registry = buildRegistry(resources);
const tree = buildMenuTree(seedMainMenu, seedSubMenu);
const screensFor = (role: string) =>
  screensOfMenu(menuForRole(tree, role), registry.legacyRoutes, (linkto) =>
    menuLinkTarget(linkto, registry.legacyRoutes),
  );
const mayOpenFor = (role: string) => (definition: ResourceDefinition) =>
  ruleAllows(registry.ruleFor(definition.name), tree, role);

const screen = (key: string, th: string, en: string, paths: string[] = []): PaletteScreen => ({
  key,
  title: { th, en },
  to: `/${key}`,
  paths: [`/${key}`, ...paths],
});
const made = [
  screen('orders', 'คำสั่งซื้อ', 'Orders', ['/order', '/order/order-detail']),
  screen('suppliers', 'รายชื่อผู้ขายส่ง', 'Wholesale Seller List', ['/wholesale/seller', '/wholesale/ws-detail']),
  screen('brands', 'แบรนด์สินค้า', 'Brands', ['/brand']),
  screen('supplier-alcohol', 'อนุมัติผู้ขายส่งจำหน่ายสุรา', 'Supplier alcohol approval'),
];
const keys = (found: PaletteScreen[]) => found.map((entry) => entry.key);

describe('the palette ranks screens', () => {
  it('by the Thai title, whatever the language shown', () => {
    expect(keys(rankScreens(made, 'คำสั่ง'))).toEqual(['orders']);
    expect(keys(rankScreens(made, 'ผู้ขายส่ง'))).toEqual(['suppliers', 'supplier-alcohol']);
  });

  it('by the English title, ignoring case, a word start above a match inside a word', () => {
    expect(keys(rankScreens(made, 'ORDERS'))).toEqual(['orders']);
    // "Supplier alcohol approval" starts with it (80); the wholesaler list only by its path /suppliers.
    expect(keys(rankScreens(made, 'supp'))).toEqual(['supplier-alcohol', 'suppliers']);
    // "seller" starts a word of "Wholesale Seller List" (60), "Supplier…" holds no "seller".
    expect(keys(rankScreens(made, 'seller'))).toEqual(['suppliers']);
  });

  it('the whole title first, then its start, then a word, then inside', () => {
    const ranked = [
      screen('a', 'x', 'Sales report'),
      screen('b', 'x', 'Sales'),
      screen('c', 'x', 'Wholesales'),
      screen('d', 'x', 'Regional sales'),
    ];
    expect(keys(rankScreens(ranked, 'sales'))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('by an old path, below any title', () => {
    expect(keys(rankScreens(made, '/wholesale/ws-detail'))).toEqual(['suppliers']);
    expect(keys(rankScreens(made, 'order-detail'))).toEqual(['orders']);
  });

  it('all of them, in the menu order, when nothing is typed; none when nothing matches', () => {
    expect(keys(rankScreens(made, '  '))).toEqual(['orders', 'suppliers', 'brands', 'supplier-alcohol']);
    expect(rankScreens(made, 'ไม่มีหน้าจอนี้')).toEqual([]);
    expect(rankScreens(made, 'zzz')).toEqual([]);
  });
});

describe("the palette's screens are the role's menu", () => {
  it('sales sees the wholesaler list, with its old paths, and not the finance screens', () => {
    const screens = screensFor('sales');
    const suppliers = screens.find((entry) => entry.to === '/suppliers');
    expect(suppliers?.title).toEqual({ th: 'รายชื่อผู้ขายส่ง', en: 'Wholesale Seller List' });
    expect(suppliers?.section).toEqual({ th: 'ผู้ขายส่ง', en: 'Wholesale Sellers' });
    expect(suppliers?.paths).toEqual(
      expect.arrayContaining(['/wholesale/seller', '/suppliers', '/wholesale', '/wholesale/ws-detail']),
    );
    expect(screens.some((entry) => entry.to === '/pay-ins')).toBe(false);
    expect(keys(rankScreens(screens, 'Pay-in'))).toEqual([]);
  });

  it('finance finds the pay-in screen by its English title and by its old path', () => {
    const screens = screensFor('finance');
    expect(rankScreens(screens, 'pay-in')[0]?.to).toBe('/pay-ins');
    expect(rankScreens(screens, '/finance/ordertransaction').map((entry) => entry.to)).toContain('/pay-ins');
  });
});

describe('the record searches asked', () => {
  const asked = (role: string, text: string) =>
    plannedSearches(resources, mayOpenFor(role), text).map(({ key }) => key);

  it('only of the resources the role may open', () => {
    expect(asked('sales', 'สมใจ')).toEqual(['products:1', 'suppliers:0', 'groceries:0']);
    expect(asked('finance', 'SO-2024')).toEqual(['orders:0', 'pay-ins:0', 'pay-outs:0']);
    expect(asked('support', 'SO-2024')).toEqual(['suppliers:0', 'groceries:0', 'orders:0']);
  });

  it('a barcode search only for digits; nothing for a single character', () => {
    expect(asked('sales', '885012')).toContain('products:0');
    expect(asked('sales', 'น้ำปลา')).not.toContain('products:0');
    expect(asked('admin', 'a')).toEqual([]);
  });

  it('none for a resource without the screen its search opens', () => {
    const noShow: ResourceDefinition = {
      name: 'things',
      access: { kind: 'signedIn' },
      screens: { list: () => Promise.resolve({ default: () => null }) },
      search: { filter: 'q', field: 'Name', opens: 'show' },
    };
    expect(plannedSearches([noShow], () => true, 'abc')).toEqual([]);
  });
});

describe('a record found', () => {
  it('is shown only when its searched field holds what was typed', () => {
    const rows = [
      { id: 1, SupplierName: 'บริษัท สมใจ ค้าส่ง จำกัด' },
      { id: 2, SupplierName: 'Siam Wholesale' },
      { id: 3, SupplierName: null },
    ];
    expect(rowsHolding(rows, 'SupplierName', 'สมใจ').map((row) => row.id)).toEqual([1]);
    expect(rowsHolding(rows, 'SupplierName', ' siam  ').map((row) => row.id)).toEqual([2]);
    expect(rowsHolding(rows, 'SupplierName', 'nothing')).toEqual([]);
  });

  it('opens its detail, its edit screen, or its list filtered to it', () => {
    const row = { id: 'a/1', OrderNo: 'SO240101-0001' };
    expect(recordTarget('orders', { filter: 'OrderNo', field: 'OrderNo', opens: 'show' }, row)).toBe(
      '/orders/a%2F1/show',
    );
    expect(recordTarget('products', { filter: 'q', field: 'OrderNo', opens: 'edit' }, row)).toBe(
      '/products/a%2F1',
    );
    expect(recordTarget('pay-ins', { filter: 'OrderNo', field: 'OrderNo', opens: 'list' }, row)).toBe(
      '/pay-ins?filter=%7B%22OrderNo%22%3A%22SO240101-0001%22%7D',
    );
  });
});

describe('the shortcut', () => {
  const key = (event: Partial<KeyboardEvent>) =>
    opensPalette({ ctrlKey: false, metaKey: false, altKey: false, key: '', code: '', ...event });
  it('is Ctrl+K or ⌘K, also on a Thai keyboard layout', () => {
    expect(key({ ctrlKey: true, key: 'k', code: 'KeyK' })).toBe(true);
    expect(key({ metaKey: true, key: 'K', code: 'KeyK' })).toBe(true);
    expect(key({ ctrlKey: true, key: 'า', code: 'KeyK' })).toBe(true);
    expect(key({ key: 'k', code: 'KeyK' })).toBe(false);
    expect(key({ ctrlKey: true, altKey: true, key: 'k', code: 'KeyK' })).toBe(false);
    expect(key({ ctrlKey: true, key: 'j', code: 'KeyJ' })).toBe(false);
  });
});
