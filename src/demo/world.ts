import type { ResourceDefinition } from '../registry/definition';
import type { DemoWorld, ResourceDemo } from './kit/types';

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

/**
 * The one demo world every seed and handler reads: the registry's definitions, and each
 * collection's seeded records made on first ask and shared. A seed that asks, through others, for
 * its own collection is stopped with the chain of collections that led there.
 */
export function createDemoWorld(
  definitions: readonly ResourceDefinition[],
  demos: readonly NamedDemo[],
): DemoWorld {
  const makers = new Map<string, Maker>();
  for (const { name, demo } of demos) {
    if (demo.seed) makers.set(name, { make: demo.seed, key: demo.keptAsChanges?.seedKey });
    for (const [collection, make] of Object.entries(demo.collections ?? {})) makers.set(collection, { make });
  }
  const made = new Map<string, { key: string; rows: readonly object[] }>();
  const making: string[] = [];
  const world: DemoWorld = {
    definitions,
    seeded<T extends object>(collection: string): readonly T[] {
      const maker = makers.get(collection);
      if (!maker) throw new Error(`The demo world: no demo seeds "${collection}"`);
      const key = maker.key?.() ?? '';
      const kept = made.get(collection);
      // The reader names the type of records it expects (DemoWorld.seeded): nothing here knows it.
      if (kept?.key === key) return kept.rows as readonly T[];
      if (making.includes(collection))
        throw new Error(`The demo world: seeds read each other (${[...making, collection].join(' → ')})`);
      making.push(collection);
      try {
        const rows = maker.make(world);
        made.set(collection, { key, rows });
        return rows as readonly T[];
      } finally {
        making.pop();
      }
    },
  };
  return world;
}
