import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('suppliers by address (supplier service)', () => {
  it('asks GET BackOfficeSupplier/SuppliersByAddress and gets every supplier with its sales user and province', async () => {
    const { data, total } = await backend.dataProvider.getList('suppliers-by-address', {
      pagination: { page: 1, perPage: 100_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplier/SuppliersByAddress');
    expect(total).toBe(300);
    for (const row of data) {
      expect(typeof row.SalesUserName).toBe('string');
      expect(row.ProvinceId).toEqual(expect.any(Number));
    }
    expect(new Set(data.map((row) => row.SalesUserName)).size).toBeGreaterThan(2);
  });
});
