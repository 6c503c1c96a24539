import { mdiFactory, mdiHelpCircleOutline, mdiMap, mdiShape, mdiWarehouse } from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIN_ICON, DEFAULT_SUB_ICON } from '../api/menuTypes';
import { seedMainMenu, seedSubMenu } from '../../tests/support/demoMenu';
import { FALLBACK_ICON, isMenuIconName, MENU_ICON_NAMES, menuIconPath } from './menuIcons';

describe('menu icons', () => {
  it("draw the spec's default icons and the demo menu's with the exact @mdi/js paths", () => {
    // The spec: 'mdi-factory' for main entries, 'mdi-map' for sub-entries.
    expect(DEFAULT_MAIN_ICON).toBe('mdi-factory');
    expect(DEFAULT_SUB_ICON).toBe('mdi-map');
    expect(menuIconPath('mdi-factory')).toBe(mdiFactory);
    expect(menuIconPath('mdi-map')).toBe(mdiMap);
    expect(menuIconPath('mdi-warehouse')).toBe(mdiWarehouse);
    expect(menuIconPath('mdi-shape')).toBe(mdiShape);
    expect(menuIconPath('mdi-help-circle-outline')).toBe(mdiHelpCircleOutline);
  });

  it('have every icon the demo menu names', () => {
    const named = [...seedMainMenu, ...seedSubMenu].map((entry) => entry.icon).filter(Boolean);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(isMenuIconName(name), name).toBe(true);
  });

  it('show the help-circle icon for an unknown or malformed name', () => {
    expect(FALLBACK_ICON).toBe('mdi-help-circle-outline');
    for (const name of ['mdi-star', 'mdi-unknown-icon', '', 'Not An Icon', ' mdi-factory', 'factory']) {
      expect(isMenuIconName(name), name).toBe(false);
      expect(menuIconPath(name), name).toBe(mdiHelpCircleOutline);
    }
    // Names an object literal inherits are not icons either.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(menuIconPath(name), name).toBe(mdiHelpCircleOutline);
    }
  });

  it('list the supported names once each, sorted, every one drawable', () => {
    expect(MENU_ICON_NAMES).toContain(FALLBACK_ICON);
    expect(new Set(MENU_ICON_NAMES).size).toBe(MENU_ICON_NAMES.length);
    expect([...MENU_ICON_NAMES].sort()).toEqual(MENU_ICON_NAMES);
    for (const name of MENU_ICON_NAMES) {
      expect(name).toMatch(/^mdi-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(menuIconPath(name)).toMatch(/^M/);
    }
  });
});
