import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../../src/api/menuRules';
import { ruleAllows } from '../../src/registry/access';
import {
  byMenuEntry,
  byMenuSection,
  defineResource,
  type MenuEntryDeclaration,
  type ResourceDefinition,
} from '../../src/registry/definition';
import { isMenuIconName } from '../../src/layout/menuIcons';
import { declaredEntries, entriesToAdd, resolveAccess } from '../../src/registry/menuEntries';
import { buildRegistry } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { drawers, tills } from '../support/menuResources';

describe('menu entries declared by the resources', () => {
  it('refuse a key declared twice, and a section nobody declares', () => {
    const again = (change: object) =>
      [tills, { ...tills, name: 'again', menu: [{ ...tills.menu[1], ...change }] }] as ResourceDefinition[];
    expect(() => declaredEntries(again({}))).toThrow('Menu entry "till-list" is declared twice');
    expect(() => declaredEntries(again({ key: 'other', section: 'nope' }))).toThrow(
      'Menu entry "other" sits under "nope", which no resource declares',
    );
  });

  it('name the entry a menu without it must gain, with its section', () => {
    expect(
      entriesToAdd([tills], 'tills', ['/till']).map(({ entry, section }) => [entry.key, section?.key]),
    ).toEqual([['till-list', 'shop']]);
    expect(entriesToAdd([tills], 'tills', ['/elsewhere'])).toEqual([]);
  });

  it('lead, each, to a screen of the resource that declares it, which the entry opens', () => {
    const registry = buildRegistry(resources);
    const linked = declaredEntries(resources).filter((entry) => entry.path !== '');
    expect(linked.length).toBeGreaterThan(40);
    const legacy = (path: string) => registry.legacyRoutes.find((route) => route.from === path);
    const keyOf = (path: string) =>
      registry.accessKeyOfPath(legacy(path)?.to.replace(/\/:id.*$/, '') ?? path);
    const opens = (path: string) => {
      const rule = registry.ruleFor(keyOf(path) ?? '');
      return !!rule && (rule.kind === 'signedIn' || rule.paths.includes(path));
    };
    for (const entry of linked)
      expect({ entry: entry.key, leads: keyOf(entry.path)?.split(':')[0], opens: opens(entry.path) }).toEqual(
        {
          entry: entry.key,
          leads: entry.resource,
          opens: true,
        },
      );
  });
});

describe('the icon a menu entry declares', () => {
  it('is one the app draws: an unknown name fails the typecheck, and none slips through a cast', () => {
    const declared = (icon: MenuEntryDeclaration['icon']) => icon;
    expect(declared('mdi-store')).toBe('mdi-store');
    // @ts-expect-error: no such icon is drawn (src/layout/menuIcons.ts), so this line must not compile.
    expect(isMenuIconName(declared('mdi-star'))).toBe(false);
    for (const entry of declaredEntries(resources))
      expect(entry.icon === '' || isMenuIconName(entry.icon), entry.key).toBe(true);
  });
});

describe("a section's own page (byMenuSection)", () => {
  it('gains the paths of every entry declared in the section, whoever declares it', () => {
    expect(resolveAccess(byMenuSection('shop', '/shop'), [tills, drawers])).toEqual({
      kind: 'menu',
      paths: ['/shop', '/till', '/drawer'],
    });
    // Other rules are decided as they are.
    expect(resolveAccess(byMenuEntry('/till'), [tills, drawers])).toEqual({ kind: 'menu', paths: ['/till'] });
  });

  it('opens the master-data page to a role whose only entry is one a new resource declares there', () => {
    const newcomer = defineResource({
      name: 'payment-terms',
      access: byMenuEntry('/master-data/payment-term'),
      screens: { list: async () => ({ default: () => null }) },
      menu: [
        {
          key: 'master-payment-term',
          section: 'master-data',
          path: '/master-data/payment-term',
          title: { th: 'เงื่อนไขการชำระเงิน', en: 'Payment terms' },
          icon: '',
        },
      ],
    });
    const registry = buildRegistry([...resources, newcomer]);
    const menu = buildMenuTree(
      [
        {
          id: 1,
          menu: 'master-data',
          title_th: 'ข้อมูลหลัก',
          title_en: 'Master Data',
          icon: '',
          linkto: '',
          allowedroles: null,
          created_at: '',
        },
      ],
      [
        {
          id: 2,
          mainmenuid: 1,
          menu: 'master-payment-term',
          title_th: 'เงื่อนไขการชำระเงิน',
          title_en: 'Payment terms',
          icon: '',
          linkto: '/master-data/payment-term',
          allowedroles: ['clerk'],
          created_at: '',
        },
      ],
    );
    expect(ruleAllows(registry.ruleFor('master-data:/master-data'), menu, 'clerk')).toBe(true);
    expect(ruleAllows(registry.ruleFor('master-data:/master-data'), menu, 'guest')).toBe(false);
  });
});
