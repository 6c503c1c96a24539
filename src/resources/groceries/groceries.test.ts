import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { decryptField } from '../../api/crypto';
import { isValidThaiCitizenId } from '../../api/thaiId';
import { DEMO_CRYPTO_KEYS } from '../../demo/kit/cryptoKeys';

const backend = demoBackendForFile({ signInAs: 'admin' });

const list = (filter: Record<string, unknown> = {}, page = 1) =>
  backend.dataProvider.getList('groceries', {
    pagination: { page, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });

describe('the grocery list and detail (grocery service)', () => {
  it('asks GET BackOfficeGrocery/BackOfficeGrocerys with page, pageSize and the filters', async () => {
    const { data: all, total } = await list({}, 3);
    expect(backend.lastRequest().url.pathname).toBe('/grocery/api/v1/BackOfficeGrocery/BackOfficeGrocerys');
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({ page: '3', pageSize: '50' });
    expect(total).toBe(400);
    const sample = all[0];
    const { data } = await list({
      q: sample.GroceryName,
      BusinessTypeCode: sample.BusinessTypeCode,
      ProvinceId: sample.ProvinceId,
    });
    const query = backend.lastRequest().url.searchParams;
    expect(query.get('GroceryName')).toBe(sample.GroceryName);
    expect(query.get('BusinessTypeCode')).toBe(sample.BusinessTypeCode);
    expect(query.get('ProvinceId')).toBe(String(sample.ProvinceId));
    expect(data.map((row) => row.id)).toContain(sample.id);
  });

  it('reads one store with Encrypt=true and GroceryId, its phone encrypted with the demo key', async () => {
    const { data: page } = await list();
    const { data } = await backend.dataProvider.getOne('groceries', { id: page[5].id });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({
      Encrypt: 'true',
      GroceryId: String(page[5].id),
    });
    expect(decryptField(String(data.ContactphoneNo), String(data.Iv), 'profile', DEMO_CRYPTO_KEYS)).toMatch(
      /^0\d{9}$/,
    );
    expect(isValidThaiCitizenId(String(data.CitizenId))).toBe(true);
  });

  it("lists a store's users (groceryId) and reads its bank account (groceryBankAccId)", async () => {
    const { data: page } = await list();
    const store = page.find((row) => row.GroceryBankAccId !== null)!;
    const { data: users } = await backend.dataProvider.getManyReference('grocery-users', {
      target: 'GroceryId',
      id: store.id,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(backend.lastRequest().url.pathname).toBe(
      '/grocery/api/v1/BackOfficeGroceryUser/BackOfficeGroceryUser',
    );
    expect(backend.lastRequest().url.searchParams.get('groceryId')).toBe(String(store.id));
    expect(users.length).toBeGreaterThan(0);
    const { data: account } = await backend.dataProvider.getOne('grocery-bank-accounts', {
      id: store.GroceryBankAccId,
    });
    expect(backend.lastRequest().url.pathname).toBe(
      '/grocery/api/v1/BackOfficeGrocery/BackOfficeGroceryBankAcc',
    );
    expect(backend.lastRequest().url.searchParams.get('groceryBankAccId')).toBe(
      String(store.GroceryBankAccId),
    );
    expect(account).toMatchObject({ GroceryId: store.id });
  });
});

describe("grocery stores' alcohol licences", () => {
  it('asks GET BackOfficeGrocerySellAlcohol and decides with PUT GroceryId, ApprovedStatus, Remark, UserId', async () => {
    const { data } = await backend.dataProvider.getList('grocery-alcohol', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { ApprovedStatus: 'PENDING' },
    });
    expect(backend.lastRequest().url.pathname).toBe(
      '/grocery/api/v1/BackOfficeGrocery/BackOfficeGrocerySellAlcohol',
    );
    expect(backend.lastRequest().url.searchParams.get('Status')).toBe('PENDING');
    const row = data[0];
    await backend.dataProvider.update('grocery-alcohol', {
      id: row.id,
      data: { ApprovedStatus: 'APPROVED', Remark: '', UserId: localStorage.getItem('id') },
      previousData: row,
    });
    expect(backend.lastRequest().method).toBe('PUT');
    expect(JSON.parse(backend.lastRequest().body)).toEqual({
      GroceryId: row.id,
      ApprovedStatus: 'APPROVED',
      Remark: '',
      UserId: localStorage.getItem('id'),
    });
  });
});

describe("a grocery user's new password (assumed PUT /api/GroceryUserPassword/{id})", () => {
  const reset = (id: unknown, body: Record<string, unknown>) =>
    backend.http.request('backoffice', `api/GroceryUserPassword/${String(id)}`, { method: 'PUT', body });

  it('is set with the new password typed twice, and refused when too short or not the same', async () => {
    const user = backend.store.collection('grocery-users')[0];
    await expect(
      reset(user.GroceryUserId, { new_password: 'new-pass-123', retype_new_password: 'new-pass-123' }),
    ).resolves.toBeNull();
    const request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe(`/api/GroceryUserPassword/${String(user.GroceryUserId)}`);
    expect(request.headers.get('x-api-key')).toBe('test-api-key');
    expect(backend.store.collection('grocery-users')[0]).not.toHaveProperty('new_password');
    await expect(
      reset(user.GroceryUserId, { new_password: 'short', retype_new_password: 'short' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      reset(user.GroceryUserId, { new_password: 'new-pass-123', retype_new_password: 'other-pass' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      reset(999_999, { new_password: 'new-pass-123', retype_new_password: 'new-pass-123' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
