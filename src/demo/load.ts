/** Never by default, so the seed stays as other tests know it (docs/api.md, "Exports of any size"). */
export interface DemoLoad {
  extraPayIns: number;
  /** Plays a service that answers fewer rows a page than asked. */
  pageCap?: number;
  /** Made-up products to make up the count, for a long price file. */
  supplierProducts?: { supplierId: string; count: number };
}

const STORAGE_KEY = 'demo.load';

/** Kept in session storage, so it survives a reload. */
export class DemoLoadSettings {
  private load: DemoLoad = { extraPayIns: 0 };

  constructor(
    private readonly storage?: Storage,
    initial?: Partial<DemoLoad>,
  ) {
    try {
      const kept: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
      if (kept && typeof kept === 'object') this.set(kept as Partial<DemoLoad>);
    } catch {
      // A malformed kept value is no load.
    }
    if (initial) this.set(initial);
  }

  get(): DemoLoad {
    return this.load;
  }

  set(load: Partial<DemoLoad>) {
    const whole = (value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
    const products = load.supplierProducts;
    const productCount = whole(products?.count);
    this.load = {
      extraPayIns: whole(load.extraPayIns) ?? 0,
      ...(whole(load.pageCap) ? { pageCap: whole(load.pageCap) } : {}),
      ...(productCount && typeof products?.supplierId === 'string' && products.supplierId
        ? { supplierProducts: { supplierId: products.supplierId, count: productCount } }
        : {}),
    };
    this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.load));
  }
}

export const cappedPageSize = (asked: number, load: DemoLoad) =>
  load.pageCap ? Math.min(asked, load.pageCap) : asked;
