import { describe, expect, it } from 'vitest';
import type { DemoWorld, ResourceDemo } from '../../src/demo/kit/types';
import { createDemoWorld } from '../../src/demo/world';

/** Demos that count how often each seed is made. */
function demos(day: () => string = () => '2026-03-11') {
  const made: Record<string, number> = {};
  const count = (name: string) => (made[name] = (made[name] ?? 0) + 1);
  const list: { name: string; demo: ResourceDemo }[] = [
    {
      name: 'suppliers',
      demo: {
        seed: () => {
          count('suppliers');
          return [{ SupplierId: 'S1' }, { SupplierId: 'S2' }];
        },
      },
    },
    {
      name: 'products',
      demo: {
        seed: () => [{ ProductId: 1 }],
        collections: {
          'stock-items': () => {
            count('stock-items');
            return [{ ProductDetailId: 10001 }];
          },
        },
      },
    },
    {
      name: 'orders',
      demo: {
        seed: (world: DemoWorld) => {
          count('orders');
          return world
            .seeded('suppliers')
            .map((supplier) => ({ SupplierId: supplier.SupplierId, OrderDay: day() }));
        },
        keptAsChanges: { idField: 'OrderID', seedKey: day },
      },
    },
  ];
  return { list, made };
}

describe('the demo world', () => {
  it("gives another resource's seeded records by the resource's name, made once for every reader", () => {
    const { list, made } = demos();
    const world = createDemoWorld([], list);
    expect(world.seeded('orders')).toEqual([
      { SupplierId: 'S1', OrderDay: '2026-03-11' },
      { SupplierId: 'S2', OrderDay: '2026-03-11' },
    ]);
    expect(world.seeded('suppliers')).toEqual([{ SupplierId: 'S1' }, { SupplierId: 'S2' }]);
    expect(world.seeded('suppliers')).toBe(world.seeded('suppliers'));
    expect(made).toEqual({ suppliers: 1, orders: 1 });
  });

  it("gives a demo's further collections by their own names", () => {
    const { list, made } = demos();
    const world = createDemoWorld([], list);
    expect(world.seeded('stock-items')).toEqual([{ ProductDetailId: 10001 }]);
    world.seeded('stock-items');
    expect(made).toEqual({ 'stock-items': 1 });
  });

  it('makes a collection kept as changes again when its seed key changes (a new day), the others not', () => {
    let day = '2026-03-11';
    const { list, made } = demos(() => day);
    const world = createDemoWorld([], list);
    world.seeded('orders');
    world.seeded('orders');
    day = '2026-03-12';
    expect(world.seeded('orders')[0]).toEqual({ SupplierId: 'S1', OrderDay: '2026-03-12' });
    expect(made).toEqual({ suppliers: 1, orders: 2 });
  });

  it('stops seeds that read each other, naming the chain', () => {
    const world = createDemoWorld(
      [],
      [
        { name: 'orders', demo: { seed: (world) => world.seeded('suppliers') } },
        { name: 'suppliers', demo: { seed: (world) => world.seeded('orders') } },
      ],
    );
    expect(() => world.seeded('orders')).toThrow('seeds read each other (orders → suppliers → orders)');
  });

  it('refuses a collection no demo seeds', () => {
    const world = createDemoWorld([], demos().list);
    expect(() => world.seeded('brands')).toThrow('no demo seeds "brands"');
  });

  // tsc -b checks this file with every demo's DemoCollections (tsconfig.node.json includes the resources).
  it('types a collection by the records its seed makes, and a misspelt name fails the typecheck', () => {
    const world = createDemoWorld([], [{ name: 'suppliers', demo: { seed: () => [{ SupplierId: 'S1' }] } }]);
    const ids: string[] = world.seeded('suppliers').map((supplier) => supplier.SupplierId);
    expect(ids).toEqual(['S1']);
    // @ts-expect-error -- no demo seeds "supplierz"
    expect(() => world.seeded('supplierz')).toThrow('no demo seeds "supplierz"');
    // @ts-expect-error -- a supplier has no GroceryId
    expect(world.seeded('suppliers')[0]?.GroceryId).toBeUndefined();
    // The backend reads the same records by a name it knows at run time only (the store's seeds).
    expect(world.recordsOf('suppliers')).toBe(world.seeded('suppliers'));
  });

  it("gathers the demos' menu rows by entry key, and refuses a key given twice", () => {
    const row = { id: 4, roles: null, created: '2024-01-02T00:00:00.000Z' };
    const world = createDemoWorld(
      [],
      [
        { name: 'tills', demo: { menu: { till: row } } },
        { name: 'none', demo: {} },
      ],
    );
    expect([...world.menuRows]).toEqual([['till', row]]);
    expect(() =>
      createDemoWorld(
        [],
        [
          { name: 'tills', demo: { menu: { till: row } } },
          { name: 'drawers', demo: { menu: { till: { ...row, id: 5 } } } },
        ],
      ),
    ).toThrow('menu entry "till" has a second row (drawers)');
  });
});
