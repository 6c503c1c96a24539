import type { RequestHandler } from 'msw';
import type { ServiceName } from '../../config/config';
import type { WireRecord } from '../../providers/dataEngine';
import type { ResourceDefinition } from '../../registry/definition';
import type { DemoLoad } from '../load';
import type { DemoStore, KeptAsChanges } from '../store';

declare module '../../registry/definition' {
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
  caption: boolean;
  /** Set from the owning demo's `prepare`. */
  prepare?: () => Promise<unknown>;
}

/** What the demo handlers of a resource get: the store, where each service answers, and the world. */
export interface DemoContext {
  store: DemoStore;
  base(service: ServiceName): string;
  origin: string;
  world: DemoWorld;
  load(): DemoLoad;
}

/** Each collection's record type, by name: the demo that seeds it declares it here (`declare module`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DemoCollections {}

export type DemoCollection = keyof DemoCollections & string;

/** A menu entry as the demo's server holds it: its id, roles (`null`: everyone) and `created_at`. */
export interface DemoMenuRow {
  id: number;
  roles: readonly string[] | null;
  created: string;
}

/** What a demo may read beyond its own folder, never importing another resource (docs/adding-a-resource.md, "The demo"). */
export interface DemoWorld {
  definitions: readonly ResourceDefinition[];
  menuRows: ReadonlyMap<string, DemoMenuRow>;
  /** Made on first ask and shared by every reader, who must not change them (the store keeps its own copies). */
  seeded<C extends DemoCollection>(collection: C): readonly DemoCollections[C][];
}

export type Refusable<T> = T | Response;

/** A resource's `demo.ts`: only what its service does specially, the rest is served from its data description. */
export interface ResourceDemo {
  /** Run before its handlers' first answer (the Thai address book), so the demo's start does not wait for it. */
  prepare?: () => Promise<unknown>;
  menu?: Readonly<Record<string, DemoMenuRow>>;
  /** The seed of the resource's own collection (named after the resource). */
  seed?: (world: DemoWorld) => readonly object[];
  /** The collection it reads and writes, when it shares another resource's. */
  collection?: string;
  /** Made again each session and stored as its changes: stored whole, months of history slow every start. */
  keptAsChanges?: KeptAsChanges;
  /** Further collections it owns (a product's attributes, images, stock). */
  collections?: Record<string, (world: DemoWorld) => readonly object[]>;
  pictures?: Record<string, PictureSpec>;
  /** The record a create (no `current`) or update body makes, or the refusal; `request` names the sender. */
  fromBody?: (
    body: WireRecord,
    ctx: DemoContext,
    current: WireRecord | undefined,
    request: Request,
  ) => Refusable<WireRecord>;
  /** A refusal of a delete (the record is still used), or undefined. */
  beforeDelete?: (record: WireRecord, ctx: DemoContext) => Response | undefined;
  /** Parameters that name a record together, left out of the generic matching. */
  listMatch?: { params: readonly string[]; matches: (record: WireRecord, query: URLSearchParams) => boolean };
  /** A refusal of a list to its caller (who may read which of it), or undefined. */
  listRefusal?: (query: URLSearchParams, ctx: DemoContext, request: Request) => Response | undefined;
  /** The order of a list without `Sort` (default: as stored). */
  defaultOrder?: (a: WireRecord, b: WireRecord) => number;
  /** Hand-written handlers: registered before the generic ones, so they win on the same path. */
  handlers?: (ctx: DemoContext) => RequestHandler[];
}
