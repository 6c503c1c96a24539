import { describe, expect, it } from 'vitest';
import { byMenuEntry, defineResource, everySignedInUser } from '../registry/definition';
import { buildRegistry } from '../registry/registry';
import { prefetchPlan } from './prefetchPlan';

const screen = () => Promise.resolve({ default: () => null });
const registry = buildRegistry([
  defineResource({
    name: 'brands',
    access: byMenuEntry('/brand'),
    data: { service: 'product', idField: 'BrandId' },
    fetchedAtStart: true,
    listOpensWith: { sort: { field: 'BrandId', order: 'DESC' } },
    screens: { list: screen, edit: screen },
  }),
  defineResource({ name: 'units', access: everySignedInUser(), fetchedAtStart: true }),
  defineResource({ name: 'reports', access: byMenuEntry('/report'), routes: [{ path: '/report', screen }] }),
]);

describe('what a page load starts before its first draw', () => {
  it('nothing without a session: the sign-in page needs no menu, list or screen', () => {
    expect(prefetchPlan(registry, '/brands', false)).toEqual({
      layoutCode: false,
      descriptions: false,
      menu: false,
      referenceLists: [],
      sessionAnswers: false,
    });
  });

  it("a list: the layout's and the screen's code, the menu, the reference lists, its access and its first page", () => {
    expect(prefetchPlan(registry, '/brands', true)).toEqual({
      layoutCode: true,
      screenCode: '/brands',
      descriptions: true,
      menu: true,
      referenceLists: ['brands', 'units'],
      sessionAnswers: true,
      openedScreen: 'brands',
      openedData: { list: 'brands' },
    });
  });

  it('an edit screen: its record', () => {
    expect(prefetchPlan(registry, '/brands/7', true)).toMatchObject({
      openedScreen: 'brands',
      openedData: { record: { resource: 'brands', id: '7' } },
    });
  });

  it('a custom route: its access decision, no data of its own', () => {
    const plan = prefetchPlan(registry, '/report', true);
    expect(plan.openedScreen).toBe('reports:/report');
    expect(plan.openedData).toBeUndefined();
  });
});
