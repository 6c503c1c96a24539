import type { ResourceDefinition } from '../registry/definition';
import type { DemoMenuRow, DemoWorld, ResourceDemo } from './kit/types';

/** A resource's demo module with the resource's name. */
export interface NamedDemo {
  name: string;
  demo: ResourceDemo;
}

/** The collections a demo seeds: its own (named after the resource) and the further ones it owns. */
export const seededCollections = ({ name, demo }: NamedDemo): string[] => [
  ...(demo.seed ? [name] : []),
  ...Object.keys(demo.collections ?? {}),
];

interface Maker {
  make: (world: DemoWorld) => readonly object[];
  /** When it changes, the collection is made again (the day, for a history that ends today). */
  key?: () => string;
}

/** The world as the demo backend holds it: it also reads a collection by a name known at run time. */
export interface MadeDemoWorld extends DemoWorld {
  recordsOf(collection: string): readonly object[];
}

/** Every demo's menu rows by entry key: a key given twice is refused. */
function menuRowsOf(demos: readonly NamedDemo[]): Map<string, DemoMenuRow> {
  const rows = new Map<string, DemoMenuRow>();
  for (const { name, demo } of demos)
    for (const [key, row] of Object.entries(demo.menu ?? {})) {
      if (rows.has(key)) throw new Error(`The demo world: menu entry "${key}" has a second row (${name})`);
      rows.set(key, row);
    }
  return rows;
}

/**
 * The one demo world every seed and handler reads: the registry's definitions, and each
 * collection's seeded records made on first ask and shared. A seed that asks, through others, for
 * its own collection is stopped with the chain of collections that led there.
 */
export function createDemoWorld(
  definitions: readonly ResourceDefinition[],
  demos: readonly NamedDemo[],
): MadeDemoWorld {
  const makers = new Map<string, Maker>();
  for (const { name, demo } of demos) {
    if (demo.seed) makers.set(name, { make: demo.seed, key: demo.keptAsChanges?.seedKey });
    for (const [collection, make] of Object.entries(demo.collections ?? {})) makers.set(collection, { make });
  }
  const made = new Map<string, { key: string; rows: readonly object[] }>();
  const making: string[] = [];
  const recordsOf = (collection: string): readonly object[] => {
    const maker = makers.get(collection);
    if (!maker) throw new Error(`The demo world: no demo seeds "${collection}"`);
    const key = maker.key?.() ?? '';
    const kept = made.get(collection);
    if (kept?.key === key) return kept.rows;
    if (making.includes(collection))
      throw new Error(`The demo world: seeds read each other (${[...making, collection].join(' → ')})`);
    making.push(collection);
    try {
      const rows = maker.make(world);
      made.set(collection, { key, rows });
      return rows;
    } finally {
      making.pop();
    }
  };
  const world: MadeDemoWorld = {
    definitions,
    menuRows: menuRowsOf(demos),
    recordsOf,
    // The seed that makes a collection declares its record type (DemoCollections).
    seeded: recordsOf as DemoWorld['seeded'],
  };
  return world;
}
