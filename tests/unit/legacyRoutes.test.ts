import { describe, expect, it } from 'vitest';
import { legacyPathsFor, legacyPathsOfResource, legacyTarget } from '../../src/routes/legacyRoutes';

describe('legacy routes (DESIGN §6)', () => {
  it('fills :id from the id query parameter, or falls back to the list', () => {
    const route = { from: '/brand/components/EditBrand', to: '/brands/:id' };
    expect(legacyTarget(route, '?id=12')).toBe('/brands/12');
    expect(legacyTarget(route, '?BrandId=7')).toBe('/brands/7');
    expect(legacyTarget(route, '')).toBe('/brands');
    expect(legacyTarget({ from: '/dashboard', to: '/' }, '?id=3')).toBe('/');
  });

  it('maps a screen back to the old paths that lead to it', () => {
    const routes = [
      { from: '/brand', to: '/brands', resource: 'brands' },
      { from: '/brand/components/EditBrand', to: '/brands/:id', resource: 'brands' },
      { from: '/dashboard', to: '/' },
    ];
    expect(legacyPathsFor('/brands/12', routes).sort()).toEqual(
      ['/brand', '/brand/components/EditBrand', '/brands/12'].sort(),
    );
    expect(legacyPathsFor('/', routes)).toEqual(['/', '/dashboard']);
    expect(legacyPathsFor('/elsewhere', routes)).toEqual(['/elsewhere']);
    expect(legacyPathsOfResource('brands', routes)).toEqual(['/brand', '/brand/components/EditBrand']);
  });

  it('guards the menu screen through /Menu', () => {
    expect(legacyPathsOfResource('menus')).toEqual(['/Menu']);
  });
});
