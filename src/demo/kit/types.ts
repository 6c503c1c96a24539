import type { RequestHandler } from 'msw';
import type { ServiceName } from '../../config/config';
import type { WireRecord } from '../../providers/dataEngine';
import type { ResourceDefinition } from '../../registry/definition';
import type { DemoLoad } from '../load';
import type { DemoStore, KeptAsChanges } from '../store';

declare module '../../registry/definition' {
  /** A resource definition's `demo` loads a ResourceDemo. */
  interface DemoModules {
    resource: ResourceDemo;
  }
}

/** A drawn picture for seeded records: `/demo-files/seed/{kind}/{id}.svg`. */
export interface PictureSpec {
  collection: string;
  idField: string;
  nameField: string;
  width: number;
  height: number;
  /** Hue offset, so a brand and a product of the same id differ. */
  hue: number;
  /** Large pictures also carry the name as a caption. */
  caption: boolean;
  /** What its collection's seed needs loaded first (set from the owning demo's `prepare`). */
  prepare?: () => Promise<unknown>;
}

/** What the demo handlers of a resource get: the store, where each service answers, and the world. */
export interface DemoContext {
  store: DemoStore;
  base(service: ServiceName): string;
  /** The page's origin (files are served there). */
  origin: string;
  /** What the seeds made, for answers built from another resource's seeded records. */
  world: DemoWorld;
  /** What the demo serves beyond its seed, read at each request (load.ts). */
  load(): DemoLoad;
}

/**
 * The records of each collection another demo reads, by name: the demo that seeds one declares it
 * beside its seed (`declare module` of this file), as the type its seed makes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DemoCollections {}

/** A collection the demo world knows the records of. */
export type DemoCollection = keyof DemoCollections & string;

/** A menu entry as the demo's server holds it: its id, roles (`null`: everyone) and `created_at`. */
export interface DemoMenuRow {
  id: number;
  roles: readonly string[] | null;
  created: string;
}

/**
 * What every demo seed, and a demo's handlers, may read of the app besides their own folder: the
 * resources' definitions (the menu entries they declare, say) and the records the other resources'
 * demos seed. A demo never imports another resource's folder: the orders read the suppliers as
 * `world.seeded('suppliers')` (docs/adding-a-resource.md, "The demo").
 */
export interface DemoWorld {
  definitions: readonly ResourceDefinition[];
  /** The demo rows of the declared menu entries (each resource's demo `menu`), by entry key. */
  menuRows: ReadonlyMap<string, DemoMenuRow>;
  /**
   * The records a collection's demo seeds (a resource's `seed`, under the resource's name, or one of
   * the further `collections` a demo owns): made on first ask, then shared by every reader, who
   * must not change them (the store keeps copies of its own). A seed kept as changes is made again
   * when its seed key changes (a new day).
   */
  seeded<C extends DemoCollection>(collection: C): readonly DemoCollections[C][];
}

/** The answer of a refusal is a Response; anything else is the value. */
export type Refusable<T> = T | Response;

/**
 * A resource's part of the demo backend, in its own folder (`demo.ts`). Only what the real service
 * does specially is written by hand; list, get, create, update, delete and the active toggle are
 * served from the resource's data description.
 */
export interface ResourceDemo {
  /**
   * What its seed or handlers need loaded first (the Thai address book): run before the first
   * request its handlers answer, so that the demo's start and pages that never ask for it do not
   * wait for it. A demo reading another's collection declares that one's preparation too.
   */
  prepare?: () => Promise<unknown>;
  /** The demo rows of the menu entries its definition declares, by entry key. */
  menu?: Readonly<Record<string, DemoMenuRow>>;
  /** The seed of the resource's own collection (named after the resource). */
  seed?: (world: DemoWorld) => readonly object[];
  /** The collection it reads and writes, when it shares another resource's. */
  collection?: string;
  /**
   * A big seeded collection that is made again each session and kept as its changes only (months
   * of generated history): storing it whole would make every page's start read megabytes.
   */
  keptAsChanges?: KeptAsChanges;
  /** Further collections it owns (a product's attributes, images, stock). */
  collections?: Record<string, (world: DemoWorld) => readonly object[]>;
  pictures?: Record<string, PictureSpec>;
  /**
   * The stored record a create (no `current`) or update body makes, or the refusal (400, 409...).
   * The request tells who sends it, for what the service stamps itself (`userOfRequest`).
   */
  fromBody?: (
    body: WireRecord,
    ctx: DemoContext,
    current: WireRecord | undefined,
    request: Request,
  ) => Refusable<WireRecord>;
  /** A refusal of a delete (the record is still used), or undefined. */
  beforeDelete?: (record: WireRecord, ctx: DemoContext) => Response | undefined;
  /**
   * List parameters the description's filters cannot match one by one (several fields together name
   * one record): left out of the generic matching, and a row passes when `matches` says so.
   */
  listMatch?: { params: readonly string[]; matches: (record: WireRecord, query: URLSearchParams) => boolean };
  /** The order of a list without `Sort` (default: as stored). */
  defaultOrder?: (a: WireRecord, b: WireRecord) => number;
  /** Hand-written handlers: registered before the generic ones, so they win on the same path. */
  handlers?: (ctx: DemoContext) => RequestHandler[];
}
