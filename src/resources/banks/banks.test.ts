import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { BANKS } from '../shared/domain/finance/banks';
import en from './texts.en';
import th from './texts.th';

const backend = demoBackendForFile({ signInAs: 'admin' });

const list = (filter: Record<string, unknown> = {}, perPage = 50) =>
  backend.dataProvider.getList('banks', {
    pagination: { page: 1, perPage },
    sort: { field: 'BankCode', order: 'ASC' },
    filter,
  });

describe('banks (the bank options)', () => {
  it('are the 18 codes of the specification, each with a Thai and an English name and a logo', () => {
    expect(BANKS.map((bank) => bank.BankCode)).toEqual([
      'KBANK',
      'TRUEWALLET',
      'TMB',
      'BBL',
      'KTB',
      'BAY',
      'KKP',
      'CIMB',
      'TISCO',
      'TBANK',
      'UOBT',
      'TCD',
      'LHFG',
      'BAAC',
      'GSB',
      'GHB',
      'ISBT',
      'SCB',
    ]);
    for (const bank of BANKS) {
      expect(bank.NameTh, bank.BankCode).toMatch(/^[\u0E00-\u0E7F][\u0E00-\u0E7F ]+$/);
      expect(bank.NameEn, bank.BankCode).toMatch(/^[A-Z][A-Za-z ()]+$/);
      expect(bank.Logo, bank.BankCode).toMatch(/\.png$|^data:image\/png/);
    }
  });

  it('lists, searches in both languages and pages without asking any service', async () => {
    const all = await list();
    expect(all.total).toBe(18);
    expect(all.data[0]).toMatchObject({ id: 'BAAC', BankCode: 'BAAC' });
    expect((await list({ q: 'ออมสิน' })).data.map((bank) => bank.id)).toEqual(['GSB']);
    expect((await list({ q: 'krungthai' })).data.map((bank) => bank.id)).toEqual(['KTB']);
    expect((await list({ q: 'ttb-nothing' })).total).toBe(0);
    const second = await backend.dataProvider.getList('banks', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'BankCode', order: 'DESC' },
      filter: {},
    });
    expect(second.data.map((bank) => bank.id)).toEqual(['TBANK', 'SCB', 'LHFG', 'KTB', 'KKP']);
    expect(backend.requests).toHaveLength(0);
  });

  it('reads one and several by code, and says when a code is unknown', async () => {
    expect((await backend.dataProvider.getOne('banks', { id: 'SCB' })).data.NameEn).toBe(
      'Siam Commercial Bank',
    );
    const many = await backend.dataProvider.getMany('banks', { ids: ['GHB', 'BBL'] });
    expect(many.data.map((bank) => bank.id).sort()).toEqual(['BBL', 'GHB']);
    await expect(backend.dataProvider.getOne('banks', { id: 'NOPE' })).rejects.toMatchObject({ status: 404 });
  });

  it('open to the roles of the menu entry linking to /master-data/bank/bank (admin), and no other', async () => {
    await expect(backend.authProvider.canAccess!({ resource: 'banks', action: 'list' })).resolves.toBe(true);
    for (const role of ['sales', 'finance', 'support']) {
      await backend.authProvider.logout({});
      backend.clearCache();
      await backend.signIn(role);
      await expect(
        backend.authProvider.canAccess!({ resource: 'banks', action: 'list' }),
        role,
      ).resolves.toBe(false);
    }
  });

  it('lead there from the old path, and have the same texts in Thai and English', () => {
    expect(backend.registry.legacyRoutes).toContainEqual({
      from: '/master-data/bank/bank',
      to: '/banks',
      resource: 'banks',
    });
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });
});
