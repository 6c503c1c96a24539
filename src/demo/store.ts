import type { MainMenuEntry, SubMenuEntry } from '../api/menuTypes';
import { seedBrands, seedCategories, seedRegions, seedUnits } from './seed/catalogue';
import type { DemoBrand, DemoCategory, DemoRegion, DemoUnit } from './seed/catalogue';
import { seedMainMenu, seedSubMenu } from './seed/menu';
import { seedUsers, type DemoUser } from './seed/users';

/** Everything the fake backend knows. Collections are plain arrays of wire records. */
export interface DemoData {
  version: number;
  users: DemoUser[];
  /** token → user id of signed-in sessions. */
  sessions: Record<string, string>;
  /** ticket → user id of sign-ins waiting for their second factor. */
  twoFactorTickets: Record<string, string>;
  mainMenu: MainMenuEntry[];
  subMenu: SubMenuEntry[];
  brands: DemoBrand[];
  units: DemoUnit[];
  categories: DemoCategory[];
  regions: DemoRegion[];
}

/** Bump when the seed's shape changes, so stored data of an older shape is reseeded. */
export const DEMO_DATA_VERSION = 1;

export function seedData(): DemoData {
  return structuredClone({
    version: DEMO_DATA_VERSION,
    users: seedUsers,
    sessions: {},
    twoFactorTickets: {},
    mainMenu: seedMainMenu,
    subMenu: seedSubMenu,
    brands: seedBrands,
    units: seedUnits,
    categories: seedCategories,
    regions: seedRegions,
  });
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

export class DemoStore {
  data: DemoData;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  private constructor(
    data: DemoData,
    private readonly persistence: Persistence,
  ) {
    this.data = data;
  }

  static async open(persistence: Persistence): Promise<DemoStore> {
    const stored = await persistence.load().catch(() => undefined);
    return new DemoStore(stored?.version === DEMO_DATA_VERSION ? stored : seedData(), persistence);
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
    this.data = { ...seedData(), sessions };
    await this.persistence.clear();
    await this.flush();
  }
}
