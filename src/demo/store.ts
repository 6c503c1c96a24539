import type { WireRecord } from '../providers/dataEngine';
import { seedUsers, type DemoUser } from './users';

export interface DemoData {
  users: DemoUser[];
  /** token → user id. */
  sessions: Record<string, string>;
  /** ticket → user id of sign-ins waiting for their second factor. */
  twoFactorTickets: Record<string, string>;
  uploads: DemoUpload[];
  /** One is made from its seed when it is first asked for. */
  collections: Record<string, WireRecord[]>;
  seedPrints: Record<string, string>;
  seedVersion?: string;
}

export interface DemoUpload {
  UploadId: number;
  FileName: string;
  ContentType: string;
  Base64: string;
}

export type Seeds = Record<string, () => readonly object[]>;

/** Only the records that differ from the seed are kept, and only for the same `seedKey` (the day). */
export interface KeptAsChanges {
  idField: string;
  seedKey: () => string;
}

interface ChangesPart {
  changesOf: string;
  changed: WireRecord[];
  removed: unknown[];
}

const isChangesPart = (value: unknown): value is ChangesPart =>
  !!value && typeof value === 'object' && 'changesOf' in value && 'changed' in value;

const sameRecord = (a: WireRecord, b: WireRecord) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/** FNV-1a over the seed's JSON: a changed seed reseeds its collection, with no version to bump by hand. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}

/**
 * A copy of seeded records the store may change without touching the seed: field by field, only
 * a nested value cloned. The day's orders and transactions are flat, and structuredClone of them
 * took a third of a page's start in the demo (docs/performance.md, "Demo seeds").
 */
export function copyRecords(rows: readonly object[]): WireRecord[] {
  return (rows as readonly WireRecord[]).map((row) => {
    const copy: WireRecord = {};
    // Seeds are plain object literals: nothing inherited to skip, and no entries array per row.
    for (const key in row) {
      const value = row[key];
      copy[key] = value !== null && typeof value === 'object' ? structuredClone(value) : value;
    }
    return copy;
  });
}

type Meta = Omit<DemoData, 'collections' | 'uploads'>;

/** Kept in parts, so a change writes only what it touched: signing in does not write the catalogue back. */
export interface Persistence {
  loadAll(): Promise<Map<string, unknown>>;
  save(parts: Map<string, unknown>): Promise<void>;
  clear(): Promise<void>;
}

const META = 'meta';
const UPLOADS = 'uploads';
const COLLECTION = 'collection:';

export const memoryPersistence = (): Persistence => {
  const kept = new Map<string, unknown>();
  return {
    loadAll: async () => structuredClone(kept),
    save: async (parts) => {
      for (const [key, value] of parts) kept.set(key, structuredClone(value));
    },
    clear: async () => kept.clear(),
  };
};

const isMeta = (value: unknown): value is Meta =>
  !!value && typeof value === 'object' && 'users' in value && 'seedPrints' in value;

const freshMeta = (seedVersion: string | undefined, sessions: Meta['sessions'] = {}): Meta => ({
  users: structuredClone(seedUsers),
  sessions,
  twoFactorTickets: {},
  seedPrints: {},
  seedVersion,
});

export class DemoStore {
  data: DemoData;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Kept ones may come from older seed code. */
  private readonly checked = new Set<string>();
  /** Handed out since the last save: a change may have touched them. */
  private readonly touched = new Set<string>();
  /** Uploads are only added, and they are the biggest part. */
  private keptUploads: number;

  private constructor(
    data: DemoData,
    private readonly persistence: Persistence,
    private readonly seeds: Seeds,
    private trustKept: boolean,
    private readonly asChanges: Record<string, KeptAsChanges>,
    private keptChanges: Map<string, ChangesPart>,
  ) {
    this.data = data;
    this.keptUploads = data.uploads.length;
  }

  /** Generates nothing: a page that needs three collections does not pay for thirty. */
  static async open(
    persistence: Persistence,
    seeds: Seeds,
    seedVersion?: string,
    asChanges: Record<string, KeptAsChanges> = {},
  ): Promise<DemoStore> {
    const kept = await persistence.loadAll().catch(() => new Map<string, unknown>());
    const meta = kept.get(META);
    const collections: DemoData['collections'] = {};
    const changes = new Map<string, ChangesPart>();
    for (const [key, value] of kept) {
      if (!key.startsWith(COLLECTION)) continue;
      const name = key.slice(COLLECTION.length);
      if (Object.hasOwn(asChanges, name)) {
        if (isChangesPart(value)) changes.set(name, value);
      } else if (Array.isArray(value)) collections[name] = value as WireRecord[];
    }
    if (!isMeta(meta))
      return new DemoStore(
        { ...freshMeta(seedVersion), uploads: [], collections: {} },
        persistence,
        seeds,
        true,
        asChanges,
        new Map(),
      );
    const uploads = kept.get(UPLOADS);
    return new DemoStore(
      { ...meta, seedVersion, uploads: Array.isArray(uploads) ? (uploads as DemoUpload[]) : [], collections },
      persistence,
      seeds,
      !!seedVersion && meta.seedVersion === seedVersion,
      asChanges,
      changes,
    );
  }

  private changesOf(name: string) {
    return `${this.data.seedVersion ?? ''}|${this.asChanges[name].seedKey()}`;
  }

  private fromChanges(name: string): WireRecord[] {
    const { idField } = this.asChanges[name];
    const rows = copyRecords(this.seeds[name]?.() ?? []);
    const kept = this.keptChanges.get(name);
    this.keptChanges.delete(name);
    if (!kept || kept.changesOf !== this.changesOf(name)) return rows;
    const removed = new Set(kept.removed.map(String));
    const changed = new Map(kept.changed.map((row) => [String(row[idField]), row]));
    const result = rows
      .filter((row) => !removed.has(String(row[idField])))
      .map((row) => {
        const id = String(row[idField]);
        const change = changed.get(id);
        changed.delete(id);
        return change ?? row;
      });
    return [...changed.values(), ...result];
  }

  private changesPart(name: string): ChangesPart {
    const { idField } = this.asChanges[name];
    const seeded = new Map(
      ((this.seeds[name]?.() ?? []) as WireRecord[]).map((row) => [String(row[idField]), row]),
    );
    const changed: WireRecord[] = [];
    for (const row of this.data.collections[name] ?? []) {
      const id = String(row[idField]);
      const seed = seeded.get(id);
      seeded.delete(id);
      if (!seed || !sameRecord(row, seed)) changed.push(row);
    }
    return { changesOf: this.changesOf(name), changed, removed: [...seeded.keys()] };
  }

  collection<T = WireRecord>(name: string): T[] {
    if (!this.checked.has(name) && Object.hasOwn(this.asChanges, name)) {
      this.checked.add(name);
      this.data.collections[name] = this.fromChanges(name);
    } else if (!this.checked.has(name)) {
      this.checked.add(name);
      const seed = this.seeds[name];
      const kept = this.data.collections[name];
      if (seed && !(kept && this.trustKept)) {
        const rows = seed() as WireRecord[];
        const print = fingerprint(rows);
        if (!kept || this.data.seedPrints[name] !== print) {
          this.data.collections[name] = copyRecords(rows);
          this.data.seedPrints[name] = print;
          this.touched.add(name);
        }
      }
    }
    this.data.collections[name] ??= [];
    this.touched.add(name);
    return this.data.collections[name] as T[];
  }

  replace<T = WireRecord>(name: string, rows: T[]): void {
    this.collection(name);
    this.data.collections[name] = rows as WireRecord[];
  }

  change<T>(mutate: (data: DemoData) => T): T {
    const result = mutate(this.data);
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.flush(), 50);
    return result;
  }

  flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const { collections, uploads, ...meta } = this.data;
    const parts = new Map<string, unknown>([[META, meta]]);
    if (uploads.length !== this.keptUploads) {
      parts.set(UPLOADS, uploads);
      this.keptUploads = uploads.length;
    }
    for (const name of this.touched)
      parts.set(
        COLLECTION + name,
        Object.hasOwn(this.asChanges, name) ? this.changesPart(name) : collections[name],
      );
    this.touched.clear();
    return this.persistence.save(parts);
  }

  async settle(): Promise<void> {
    if (this.saveTimer !== undefined) await this.flush();
  }

  /** Restores the seed; whoever is signed in stays signed in. */
  async reset(): Promise<void> {
    this.data = {
      ...freshMeta(this.data.seedVersion, this.data.sessions),
      uploads: [],
      collections: {},
    };
    this.checked.clear();
    this.touched.clear();
    this.keptChanges.clear();
    this.keptUploads = 0;
    this.trustKept = true;
    await this.persistence.clear();
    await this.flush();
  }
}
