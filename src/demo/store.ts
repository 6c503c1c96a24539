import type {
  BrandWire,
  CategoryWire,
  PackageWire,
  ProductAttributeWire,
  ProductImageWire,
  SupplierPackageWire,
  UnitWire,
} from '../api/catalogueWire';
import type { MainMenuEntry, SubMenuEntry } from '../api/menuTypes';
import {
  seedBrands,
  seedCategories,
  seedRegions,
  seedSubCategories,
  seedUnits,
  type DemoRegion,
  type DemoSubCategory,
} from './seed/catalogue';
import { seedMainMenu, seedSubMenu } from './seed/menu';
import { seedPackages, seedSupplierPackages } from './seed/packages';
import { productSeed, type DemoProduct, type DemoStockItem } from './seed/products';
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
  brands: BrandWire[];
  units: UnitWire[];
  categories: CategoryWire[];
  subCategories: DemoSubCategory[];
  regions: DemoRegion[];
  /** System products; each record is the product and its one detail (ProductDetailId). */
  products: DemoProduct[];
  productAttributes: ProductAttributeWire[];
  productImages: ProductImageWire[];
  stockItems: DemoStockItem[];
  /** Files uploaded through the product and package services, served at /demo-files/upload/{id}. */
  uploads: DemoUpload[];
  packages: PackageWire[];
  supplierPackages: SupplierPackageWire[];
}

export interface DemoUpload {
  UploadId: number;
  FileName: string;
  ContentType: string;
  /** The file's bytes, base64-encoded. */
  Base64: string;
}

/** Bump when the seed's shape changes, so stored data of an older shape is reseeded. */
export const DEMO_DATA_VERSION = 2;

export function seedData(): DemoData {
  const catalogue = productSeed();
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
    subCategories: seedSubCategories,
    regions: seedRegions,
    products: catalogue.products,
    productAttributes: catalogue.attributes,
    productImages: catalogue.images,
    stockItems: catalogue.stock,
    uploads: [],
    packages: seedPackages,
    supplierPackages: seedSupplierPackages,
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
