import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('the demo package purchases', () => {
  it('are bought by the demo suppliers, named as the supplier list names them', async () => {
    const { data: purchases, total } = await backend.dataProvider.getList('supplier-packages', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(200);
    expect(purchases).toHaveLength(200);
    const { data: suppliers } = await backend.dataProvider.getList('suppliers', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const names = new Map(suppliers.map((supplier) => [supplier.SupplierId, supplier.SupplierName]));
    expect(names.size).toBe(300);
    for (const purchase of purchases) expect(names.get(purchase.SupplierId)).toBe(purchase.SupplierName);
  });
});
