import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { decryptField } from '../../api/crypto';
import { isValidThaiCitizenId, isValidThaiTaxId } from '../../api/thaiId';
import { DEMO_CRYPTO_KEYS } from '../../demo/kit/cryptoKeys';
import { suppliers } from '.';

const backend = demoBackendForFile({ signInAs: 'admin' });

const list = (filter: Record<string, unknown> = {}, page = 1) =>
  backend.dataProvider.getList('suppliers', {
    pagination: { page, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });

describe('the supplier list (supplier service)', () => {
  it('asks GET BackOfficeSupplier/BackOfficeSuppliers with page and pageSize, with the API key and token', async () => {
    const { data, total } = await list({}, 2);
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplier/BackOfficeSuppliers');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '2', pageSize: '50' });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(data).toHaveLength(50);
    expect(total).toBe(300);
  });

  it('filters by name (SupplierName, anywhere in it), business type and province', async () => {
    const { data: all } = await list();
    const sample = all[0];
    const word = String(sample.SupplierName).split(' ')[0];
    const { data: named } = await list({ q: word });
    expect(backend.lastRequest().url.searchParams.get('SupplierName')).toBe(word);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((supplier) => String(supplier.SupplierName).includes(word))).toBe(true);

    const { data: typed } = await list({ BusinessTypeCode: '2', ProvinceId: sample.ProvinceId });
    const query = backend.lastRequest().url.searchParams;
    expect(query.get('BusinessTypeCode')).toBe('2');
    expect(query.get('ProvinceId')).toBe(String(sample.ProvinceId));
    for (const supplier of typed) {
      expect(supplier.BusinessTypeCode).toBe('2');
      expect(supplier.ProvinceId).toBe(sample.ProvinceId);
    }
  });

  it('filters by the registration date (assumed RegisteredFrom, RegisteredTo): new this month', async () => {
    const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    const monthStart = `${today.slice(0, 7)}-01`;
    const { data, total } = await list({ RegisteredFrom: monthStart });
    expect(backend.lastRequest().url.searchParams.get('RegisteredFrom')).toBe(monthStart);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(300);
    expect(data.every((supplier) => String(supplier.RegisteredAt) >= monthStart)).toBe(true);
    const { data: older } = await list({ RegisteredTo: '2025-12-31' });
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((supplier) => String(supplier.RegisteredAt) <= '2025-12-31')).toBe(true);
  });

  it('lists the wholesale business types with GET MasterData/BusinessType?languageCode=TH', async () => {
    const { data } = await backend.dataProvider.getList('supplier-business-types', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(backend.lastRequest().url.pathname).toBe('/supplier/api/v1/MasterData/BusinessType');
    expect(backend.lastRequest().url.searchParams.get('languageCode')).toBe('TH');
    expect(data.length).toBeGreaterThan(3);
    expect(data.every((type) => /[\u0E00-\u0E7F]/.test(String(type.BusinessType)))).toBe(true);
  });
});

describe('the demo suppliers', () => {
  it('live on real addresses, with valid Thai ids and their e-mail and phone encrypted with the demo key', () => {
    const suppliers = backend.store.collection('suppliers');
    const subDistricts = new Map(
      backend.store.collection('sub-districts').map((row) => [row.SubDistrictId, row]),
    );
    expect(suppliers).toHaveLength(300);
    for (const supplier of suppliers) {
      expect(subDistricts.get(supplier.SubDistrictId)).toMatchObject({
        DistrictId: supplier.DistrictId,
        ZipCode: supplier.ZipCode,
      });
      expect(isValidThaiCitizenId(String(supplier.CitizenId))).toBe(true);
      expect(isValidThaiTaxId(String(supplier.TaxId))).toBe(true);
      const iv = String(supplier.Iv);
      expect(decryptField(String(supplier.Phoneno), iv, 'profile', DEMO_CRYPTO_KEYS)).toMatch(
        /^0[689]\d{8}$/,
      );
      expect(decryptField(String(supplier.Email), iv, 'profile', DEMO_CRYPTO_KEYS)).toMatch(/^[a-z]+\d+@/);
      expect(String(supplier.Email)).not.toContain('@');
    }
    expect(new Set(suppliers.map((supplier) => supplier.ProvinceId)).size).toBeGreaterThan(50);
  });
});

describe('the supplier detail (the list call with Encrypt=true and SupplierId)', () => {
  it('reads one supplier with its encrypted fields, and says when there is none', async () => {
    const { data: page } = await list();
    const { data } = await backend.dataProvider.getOne('suppliers', { id: page[3].id });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplier/BackOfficeSuppliers');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      Encrypt: 'true',
      SupplierId: String(page[3].id),
    });
    expect(data).toMatchObject({ id: page[3].id, SupplierName: page[3].SupplierName });
    expect(typeof data.Iv).toBe('string');
    await expect(
      backend.dataProvider.getOne('suppliers', { id: '00000000-0000-0000-0000-000000000000' }),
    ).rejects.toMatchObject({ status: 404, message: 'resources.suppliers.not_found' });
  });

  it("lists a supplier's users with GET BackOfficeSupplierUser/BackOfficeSupplierUser?supplierId", async () => {
    const { data: page } = await list();
    const supplier = page[2];
    const { data } = await backend.dataProvider.getManyReference('supplier-users', {
      target: 'SupplierId',
      id: supplier.id,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplierUser/BackOfficeSupplierUser');
    expect(request.url.searchParams.get('supplierId')).toBe(String(supplier.id));
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((user) => user.SupplierId === supplier.id)).toBe(true);
    expect(data.find((user) => user.Role === 'OWNER')).toMatchObject({ FullName: supplier.ContactName });
  });

  it('reads the bank account with GET BackOfficeSupplier/BackOfficeSupplierBankAcc?supplierBankAccId, number encrypted', async () => {
    const { data: page } = await list();
    const supplier = page.find((row) => row.SupplierBankAccId !== null)!;
    const { data } = await backend.dataProvider.getOne('supplier-bank-accounts', {
      id: supplier.SupplierBankAccId,
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/supplier/api/v1/BackOfficeSupplier/BackOfficeSupplierBankAcc');
    expect(request.url.searchParams.get('supplierBankAccId')).toBe(String(supplier.SupplierBankAccId));
    expect(decryptField(String(data.AccountNumber), String(data.Iv), 'profile', DEMO_CRYPTO_KEYS)).toMatch(
      /^\d{10}$/,
    );
    expect(decryptField(String(data.AccountName), String(data.Iv), 'profile', DEMO_CRYPTO_KEYS)).toBe(
      supplier.SupplierName,
    );
  });
});

describe('the decryption keys (crypto.keysUrl of the demo config)', () => {
  it('are given to a signed-in user only, by GET /auth/CryptoKeys', async () => {
    const keys = await backend.http.requestUrl('http://127.0.0.1:4010/auth/CryptoKeys', { auth: 'both' });
    expect(keys).toMatchObject({ profileKey: DEMO_CRYPTO_KEYS.profileKey, keyEncoding: 'utf8' });
    localStorage.clear();
    await expect(
      backend.http.requestUrl('http://127.0.0.1:4010/auth/CryptoKeys', { auth: 'both' }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('suppliers of the same name (docs/decisions.md, "Partners with the same name")', () => {
  it('the seed has some, and a search for one answers lines that tell each apart', async () => {
    const names = backend.store.collection('suppliers').map((row) => String(row.SupplierName));
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    expect(twice).toBeDefined();
    // The search the pickers and the palette ask: the list's own name filter.
    const { data } = await list({ q: twice });
    const same = data.filter((row) => row.SupplierName === twice);
    expect(same.length).toBeGreaterThan(1);
    const details = await suppliers.search.details();
    const lines = details(same, (key, options) => `${key} ${String(options?.value)}`);
    const read = same.map((row) => `${String(row.SupplierName)}\n${lines.get(String(row.id))}`);
    expect(new Set(read).size).toBe(same.length);
    for (const row of same) expect(lines.get(String(row.id))).toContain(String(row.ProvinceName));
  });
});
