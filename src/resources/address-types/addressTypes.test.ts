import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

const whole = (resource: string) =>
  backend.dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });

describe('address and business types (MasterData on the supplier and grocery services, languageCode TH)', () => {
  it.each([
    ['supplier-address-types', '/supplier/api/v1/MasterData/AddressType', 'AddressTypeCode'],
    ['grocery-address-types', '/grocery/api/v1/MasterData/AddressType', 'AddressTypeCode'],
    ['supplier-business-types', '/supplier/api/v1/MasterData/BusinessType', 'BusinessTypeId'],
    ['grocery-business-types', '/grocery/api/v1/MasterData/BusinessType', 'BusinessTypeCode'],
  ])('%s: GET %s, keyed by %s', async (resource, path, key) => {
    const { data } = await whole(resource);
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe(path);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ languageCode: 'TH' });
    expect(data.length).toBeGreaterThan(2);
    expect(data.every((row) => row.id === row[key])).toBe(true);
  });
});
