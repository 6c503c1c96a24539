import { describe, expect, it } from 'vitest';
import { historyDeclarations, withRecordHistory } from '../../src/providers/history/withRecordHistory';
import { readHistoryPage } from '../../src/resources/shared/history/historyRead';
import { demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'sales' });

/** The app's data provider as the start-up gives it to the screens: writes followed by their entries. */
const app = () => withRecordHistory(backend.dataProvider, historyDeclarations(backend.registry.definitions));

/** The first seller product of the demo's first supplier, as the supplier's detail lists it. */
async function firstSellerProduct() {
  const { data: suppliers } = await backend.dataProvider.getList('suppliers', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  const supplierId = suppliers[0].id;
  const { data } = await backend.dataProvider.getList('seller-products', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: { SupplierId: supplierId },
  });
  return { supplierId, product: data[0] };
}

describe("a record's history on the demo (GET /auth/Stafflog?resource=&recordId=, assumed)", () => {
  it("an edit of a supplier's product is in the product's history and in the supplier's", async () => {
    const { supplierId, product } = await firstSellerProduct();
    const price = Number(product.UnitPrice);
    await app().update('seller-products', {
      id: product.id,
      data: { ...product, UnitPrice: price + 7 },
      previousData: product,
    });
    // The service's newest entry (the whole log is the staff log's menu roles' to read, not sales').
    const newest = [...backend.store.collection('staff-log')].sort((a, b) => Number(b.id) - Number(a.id))[0];
    expect(newest).toMatchObject({
      action: 'UPDATE',
      username: 'sales',
      resource: 'seller-products',
      partnerResource: 'suppliers',
      changes: [{ field: 'UnitPrice', before: price, after: price + 7 }],
    });

    const own = await readHistoryPage(
      backend.dataProvider,
      { resource: 'seller-products', id: product.id },
      1,
    );
    expect(own.items[0]).toMatchObject({ action: 'UPDATE', username: 'sales' });
    const supplier = await readHistoryPage(
      backend.dataProvider,
      { resource: 'suppliers', id: supplierId },
      1,
    );
    expect(supplier.items[0].changes).toEqual([{ field: 'UnitPrice', before: price, after: price + 7 }]);
    // A grocery store of the same id is another partner: none of this is its history.
    const grocery = await readHistoryPage(backend.dataProvider, { resource: 'groceries', id: supplierId }, 1);
    expect(grocery.items.some((item) => item.resource === 'seller-products')).toBe(false);
  });

  it('an export that listed the record is in its history', async () => {
    await backend.dataProvider.create('staff-log', {
      data: {
        action: 'EXPORT',
        resource: 'brands',
        fields: ['BrandTitle'],
        rowIds: [9001, 9002],
        rowCount: 2,
        detail: 'ส่งออก',
      },
    });
    const page = await readHistoryPage(backend.dataProvider, { resource: 'brands', id: 9002 }, 1);
    expect(page.items.map((item) => [item.action, item.rowCount])).toEqual([['EXPORT', 2]]);
  });

  it("refuses a write's entry that names no record or no changes", async () => {
    const write = { action: 'UPDATE', resource: 'brands', fields: [], detail: 'แก้ไข' };
    await expect(
      backend.dataProvider.create('staff-log', { data: { ...write, changes: [] } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      backend.dataProvider.create('staff-log', { data: { ...write, recordId: 3 } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
