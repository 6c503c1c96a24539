/**
 * How much the demo serves beyond its seed, on demand (never by default: the seed's size and values
 * stay as other tests know them). Tests and the bench turn it on with `window.__demo.setLoad` (or
 * the integration tests' backend): extra pay-ins, to export a long list, and a page cap, to play a
 * service that answers fewer rows a page than asked (docs/api.md, "Exports of any size").
 */
export interface DemoLoad {
  /** Extra pay-ins served after the seed's transactions (made from the fixed clock). Default 0. */
  extraPayIns: number;
  /** The most rows a list page answers, whatever was asked (the generic lists and the finance statement). */
  pageCap?: number;
  /**
   * A supplier that sells this many products: its seeded ones, then made-up ones (unique names and
   * barcodes) to make up the count, added to the store at the next seller-products call and kept
   * there (a reset of the demo data takes them away), to upload a long price file.
   */
  supplierProducts?: { supplierId: string; count: number };
}

const STORAGE_KEY = 'demo.load';

/** The load in force; in the browser kept in session storage, so that it survives a reload. */
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

/** The page size a capped service answers: the asked size, at most the cap. */
export const cappedPageSize = (asked: number, load: DemoLoad) =>
  load.pageCap ? Math.min(asked, load.pageCap) : asked;
