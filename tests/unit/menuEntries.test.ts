import { describe, expect, it } from 'vitest';
import { byMenuEntry, defineResource, type ResourceDefinition } from '../../src/registry/definition';
import { declaredEntries, declaredMenu, entriesToAdd } from '../../src/registry/menuEntries';
import { buildRegistry } from '../../src/registry/registry';
import { resources } from '../../src/resources';

const tills = defineResource({
  name: 'tills',
  access: byMenuEntry('/till'),
  menu: [
    {
      key: 'shop',
      path: '',
      title: { th: 'ร้าน', en: 'Shop' },
      icon: 'mdi-store',
      demo: { id: 4, roles: ['admin'], created: '2024-01-02T00:00:00.000Z' },
    },
    {
      key: 'till-list',
      section: 'shop',
      path: '/till',
      title: { th: 'ลิ้นชักเงินสด', en: 'Tills' },
      icon: '',
      demo: { id: 120, roles: null, created: '2024-01-03T00:00:00.000Z' },
    },
  ],
});

describe('menu entries declared by the resources', () => {
  it("make the demo server's menu, as its two calls answer it", () => {
    expect(declaredMenu([tills])).toEqual({
      main: [
        {
          id: 4,
          title_th: 'ร้าน',
          title_en: 'Shop',
          icon: 'mdi-store',
          linkto: '',
          menu: 'shop',
          allowedroles: ['admin'],
          created_at: '2024-01-02T00:00:00.000Z',
        },
      ],
      sub: [
        {
          id: 120,
          mainmenuid: 4,
          title_th: 'ลิ้นชักเงินสด',
          title_en: 'Tills',
          icon: '',
          linkto: '/till',
          menu: 'till-list',
          allowedroles: null,
          created_at: '2024-01-03T00:00:00.000Z',
        },
      ],
    });
  });

  it('refuse a key or a demo id declared twice, and a section nobody declares', () => {
    const again = (change: object) =>
      [tills, { ...tills, name: 'again', menu: [{ ...tills.menu[1], ...change }] }] as ResourceDefinition[];
    expect(() => declaredEntries(again({}))).toThrow('Menu entry "till-list" is declared twice');
    expect(() => declaredEntries(again({ key: 'other' }))).toThrow(
      'Menu entry "other": demo id 120 is taken',
    );
    expect(() =>
      declaredEntries(again({ key: 'other', demo: { id: 121, roles: null, created: '' }, section: 'nope' })),
    ).toThrow('Menu entry "other" sits under "nope", which no resource declares');
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
