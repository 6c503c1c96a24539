import type { WireRecord } from '../providers/dataEngine';
import { seedUsers, type DemoUser } from './users';

/** Everything the fake backend knows. Collections are plain arrays of wire records, keyed by name. */
export interface DemoData {
  users: DemoUser[];
  /** token → user id of signed-in sessions. */
  sessions: Record<string, string>;
  /** ticket → user id of sign-ins waiting for their second factor. */
  twoFactorTickets: Record<string, string>;
  /** Files uploaded through the services, served at /demo-files/upload/{id}. */
  uploads: DemoUpload[];
  collections: Record<string, WireRecord[]>;
  /** The fingerprint of the seed each collection was made from. */
  seedPrints: Record<string, string>;
  /** The build's fingerprint of the seed code the collections were made from, when one is known. */
  seedVersion?: string;
}

export interface DemoUpload {
  UploadId: number;
  FileName: string;
  ContentType: string;
  /** The file's bytes, base64-encoded. */
  Base64: string;
}

export type Seeds = Record<string, () => object[]>;

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

function seeded(seeds: Seeds): Pick<DemoData, 'collections' | 'seedPrints'> {
  const collections: DemoData['collections'] = {};
  const seedPrints: DemoData['seedPrints'] = {};
  for (const [name, seed] of Object.entries(seeds)) {
    const rows = seed() as WireRecord[];
    collections[name] = structuredClone(rows);
    seedPrints[name] = fingerprint(rows);
  }
  return { collections, seedPrints };
}

/** Where the store is kept between page loads (IndexedDB in the browser, nowhere in tests). */
export interface Persistence {
  load(): Promise<DemoData | undefined>;
  save(data: DemoData): Promise<void>;
  clear(): Promise<void>;
}

export const memoryPersistence = (): Persistence => {
  let kept: DemoData | undefined;
  return {
    load: async () => (kept ? structuredClone(kept) : undefined),
    save: async (data) => {
      kept = structuredClone(data);
    },
    clear: async () => {
      kept = undefined;
    },
  };
};

const isDemoData = (value: unknown): value is DemoData =>
  !!value && typeof value === 'object' && 'collections' in value && 'seedPrints' in value;

export class DemoStore {
  data: DemoData;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  private constructor(
    data: DemoData,
    private readonly persistence: Persistence,
    private readonly seeds: Seeds,
  ) {
    this.data = data;
  }

  /**
   * Opens the kept data; a collection whose seed changed since (or that is new) starts from its
   * seed. With the build's seed version, data made by the same seed code opens as it is, without
   * generating the seeds again.
   */
  static async open(persistence: Persistence, seeds: Seeds, seedVersion?: string): Promise<DemoStore> {
    const stored = await persistence.load().catch(() => undefined);
    if (
      seedVersion &&
      isDemoData(stored) &&
      stored.seedVersion === seedVersion &&
      Object.keys(seeds).every((name) => name in stored.collections)
    )
      return new DemoStore(stored, persistence, seeds);
    const fresh = seeded(seeds);
    if (!isDemoData(stored)) {
      return new DemoStore(
        {
          users: structuredClone(seedUsers),
          sessions: {},
          twoFactorTickets: {},
          uploads: [],
          ...fresh,
          seedVersion,
        },
        persistence,
        seeds,
      );
    }
    for (const name of Object.keys(seeds)) {
      if (stored.seedPrints[name] !== fresh.seedPrints[name] || !stored.collections[name]) {
        stored.collections[name] = fresh.collections[name];
        stored.seedPrints[name] = fresh.seedPrints[name];
      }
    }
    return new DemoStore({ ...stored, seedVersion }, persistence, seeds);
  }

  /** A collection's records (an empty one is made for a name nobody seeds). */
  collection<T = WireRecord>(name: string): T[] {
    this.data.collections[name] ??= [];
    return this.data.collections[name] as T[];
  }

  /** Replaces a collection's records (after a filter). */
  replace<T = WireRecord>(name: string, rows: T[]): void {
    this.data.collections[name] = rows as WireRecord[];
  }

  /** Runs a change and schedules it to be kept. */
  change<T>(mutate: (data: DemoData) => T): T {
    const result = mutate(this.data);
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.flush(), 50);
    return result;
  }

  flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    return this.persistence.save(this.data);
  }

  /** Restores the seed; whoever is signed in stays signed in. */
  async reset(): Promise<void> {
    const { sessions } = this.data;
    this.data = {
      users: structuredClone(seedUsers),
      sessions,
      twoFactorTickets: {},
      uploads: [],
      ...seeded(this.seeds),
      seedVersion: this.data.seedVersion,
    };
    await this.persistence.clear();
    await this.flush();
  }
}
