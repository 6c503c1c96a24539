import { describe, expect, it } from 'vitest';
import type { DemoWorld } from '../../demo/kit/types';
import { DemoLoadSettings } from '../../demo/load';
import type { SellerProductWire } from '../shared/domain/sellerProducts/sellerProductWire';
import { topUpProducts } from './demoTopUp';

const seeds: Record<string, object[]> = {
  products: [
    { ProductId: 7, ProductName: 'ข้าวสาร', ProductCategoryId: 1, ProductSubCategoryId: 10 },
    { ProductId: 8, ProductName: 'น้ำปลา', ProductCategoryId: 1, ProductSubCategoryId: 10 },
  ],
  categories: [{ ProductCategoryId: 1, Tiltle: 'อาหารแห้ง' }],
  subcategories: [{ ProductSubCategoryId: 10, Tiltle: 'ข้าว' }],
};
const world = { definitions: [], seeded: (name: string) => seeds[name] ?? [] } as unknown as DemoWorld;
const owned = (id: number, supplierId: string) =>
  ({ SupplierProductDetailId: id, SupplierId: supplierId }) as SellerProductWire;

describe("the demo load's supplier of many products", () => {
  it('makes up the count after the supplier own products, numbered after the highest id, each named and barcoded apart', () => {
    const made = topUpProducts([owned(40, 's-1'), owned(41, 's-2')], world, { supplierId: 's-1', count: 4 });
    expect(
      made.map((row) => [row.SupplierProductDetailId, row.SupplierId, row.ProductName, row.Barcode]),
    ).toEqual([
      [42, 's-1', 'น้ำปลา (ชุดที่ 2)', '2000000000002'],
      [43, 's-1', 'ข้าวสาร (ชุดที่ 3)', '2000000000003'],
      [44, 's-1', 'น้ำปลา (ชุดที่ 4)', '2000000000004'],
    ]);
    expect(made[0]).toMatchObject({
      ProductCategoryName: 'อาหารแห้ง',
      ProductSubCategoryName: 'ข้าว',
      ProductStatus: 'ACTIVE',
    });
    for (const row of made) expect(Math.round(row.UnitPrice * 100)).toBe(row.UnitPrice * 100);
  });

  it('makes nothing once the supplier sells the count', () => {
    expect(topUpProducts([owned(1, 's-1'), owned(2, 's-1')], world, { supplierId: 's-1', count: 2 })).toEqual(
      [],
    );
  });

  it('is a load setting of a supplier and a whole count, dropped otherwise', () => {
    const load = new DemoLoadSettings();
    load.set({ supplierProducts: { supplierId: 's-1', count: 2000 } });
    expect(load.get()).toEqual({ extraPayIns: 0, supplierProducts: { supplierId: 's-1', count: 2000 } });
    load.set({ supplierProducts: { supplierId: '', count: 2000 } });
    expect(load.get()).toEqual({ extraPayIns: 0 });
    load.set({ supplierProducts: { supplierId: 's-1', count: 1.5 } });
    expect(load.get()).toEqual({ extraPayIns: 0 });
  });
});
