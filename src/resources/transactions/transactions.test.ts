import { beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { decryptField, keyKindOfTransactionType, type KeyKind } from '../../api/crypto';
import { DEMO_CRYPTO_KEYS } from '../../demo/kit/cryptoKeys';
import { freshState, readAgain } from '../shared/decision/decideOnce';
import { readAgainFilter } from './withdrawalRules';

const backend = demoBackendForFile({ signInAs: 'finance' });
// The statement's tens of thousands of rows are made once, here, not inside the first test's time.
beforeAll(() => void backend.store.collection('transactions'), 60_000);

const list = (resource: string, filter: Record<string, unknown> = {}, page = 1, perPage = 50) =>
  backend.dataProvider.getList(resource, {
    pagination: { page, perPage },
    sort: { field: 'StartDateTime', order: 'DESC' },
    filter,
  });

const cents = (value: unknown) => Math.round(Number(value) * 100);
const MONEY = [
  'Amount',
  'ServiceCharges',
  'ShippingFee',
  'PaymentFee',
  'ProductDiscount',
  'ShippingDiscount',
  'GrandtotalAmount',
];

describe('pay-in (finance service, type PAID)', () => {
  it('asks GET Transaction/bo-transactions with the type, the sort and Page/PageSize, newest first', async () => {
    const { data, total } = await list('pay-ins');
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/finance/api/v1/Transaction/bo-transactions');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      Page: '1',
      PageSize: '50',
      TransactionTypeCode: 'PAID',
      SortBy: 'TRANSACTIONSTARTDATETIME_DESC',
    });
    expect(data).toHaveLength(50);
    expect(total).toBeGreaterThan(10_000);
    expect(data.every((row) => row.TransactionTypeCode === 'PAID')).toBe(true);
    for (let index = 1; index < data.length; index += 1)
      expect(data[index - 1].StartDateTime >= data[index].StartDateTime).toBe(true);
  });

  it('sums the page, and the whole filter from the answer, to the satang', async () => {
    const { data: newest } = await list('pay-ins');
    const day = String(newest[0].StartDateTime).slice(0, 10);
    const result = await list('pay-ins', { StartDate: day, EndDate: day });
    const query = backend.lastRequest().url.searchParams;
    expect(query.get('StartDateTime')).toBe(`${day}T00:00:00`);
    expect(query.get('EndDateTime')).toBe(`${day}T23:59:59`);
    const sameDay = backend.store
      .collection('transactions')
      .filter((row) => row.TransactionTypeCode === 'PAID' && String(row.StartDateTime).startsWith(day));
    expect(result.total).toBe(sameDay.length);
    const summary = (result.meta as { summary: Record<string, number> }).summary;
    for (const field of MONEY)
      expect(cents(summary[field])).toBe(sameDay.reduce((sum, row) => sum + cents(row[field]), 0));
  });

  it('filters by status, order number, supplier and grocery with the spec parameters', async () => {
    const { data: newest } = await list('pay-ins', { TransactionStatusCode: 'SUCCESS' });
    const sample = newest[5];
    expect(backend.lastRequest().url.searchParams.get('TransactionStatusCode')).toBe('SUCCESS');
    const { data } = await list('pay-ins', {
      OrderNo: sample.OrderNo,
      SupplierId: sample.SupplierId,
      GroceryId: sample.GroceryId,
    });
    const query = backend.lastRequest().url.searchParams;
    expect([query.get('OrderNo'), query.get('SupplierId'), query.get('GroceryId')]).toEqual([
      sample.OrderNo,
      sample.SupplierId,
      sample.GroceryId,
    ]);
    expect(data.map((row) => row.id)).toEqual([sample.id]);
  });

  it('reads an answer without Data as an empty page', async () => {
    const result = await list('pay-ins', { OrderNo: 'OD000000000000' });
    expect(result).toMatchObject({ data: [], total: 0 });
  });

  it('gives fees and discounts the service leaves out as 0, and the all-zero partner as none', async () => {
    backend.faults.set({
      method: 'GET',
      path: 'Transaction/bo-transactions',
      status: 200,
      body: {
        ResponseCode: 200,
        Data: {
          Page: 1,
          PageSize: 50,
          Total: 1,
          Data: [
            {
              StatementTransactionId: 1,
              TransactionTypeCode: 'WD',
              Amount: '150.5',
              GrandtotalAmount: 150.5,
              GroceryId: '00000000-0000-0000-0000-000000000000',
              SupplierId: 'a',
            },
          ],
        },
      },
    });
    const { data } = await list('pay-outs');
    expect(data[0]).toMatchObject({
      Amount: 150.5,
      ServiceCharges: 0,
      ShippingFee: 0,
      PaymentFee: 0,
      ProductDiscount: 0,
      ShippingDiscount: 0,
      GroceryId: null,
      SupplierId: 'a',
    });
  });
});

describe('a missing amount (issue 25)', () => {
  it('stays missing, never 0; a real 0 stays 0; unreadable text is missing too', async () => {
    const row = (id: number, money: Record<string, unknown>) => ({
      StatementTransactionId: id,
      TransactionTypeCode: 'WD',
      SupplierId: 'a',
      ...money,
    });
    backend.faults.set({
      method: 'GET',
      path: 'Transaction/bo-transactions',
      status: 200,
      body: {
        ResponseCode: 200,
        Data: {
          Page: 1,
          PageSize: 50,
          Total: 3,
          Data: [
            row(1, {}),
            row(2, { Amount: 0, GrandtotalAmount: '0' }),
            row(3, { Amount: 'n/a', GrandtotalAmount: null, ServiceCharges: 'n/a' }),
          ],
        },
      },
    });
    const { data } = await list('pay-outs');
    expect(data.map((item) => [item.Amount, item.GrandtotalAmount, item.ServiceCharges])).toEqual([
      [null, null, 0],
      [0, 0, 0],
      [null, null, 0],
    ]);
  });
});

describe('pay-out (type PO: WD, WDA, CANCEL, REFUND)', () => {
  it('asks PO for every sub-type, or the one chosen', async () => {
    const { data } = await list('pay-outs', {}, 1, 500);
    expect(backend.lastRequest().url.searchParams.get('TransactionTypeCode')).toBe('PO');
    expect(new Set(data.map((row) => row.TransactionTypeCode))).toEqual(
      new Set(['WD', 'WDA', 'CANCEL', 'REFUND']),
    );

    const { data: refunds } = await list('pay-outs', { SubType: 'REFUND' });
    expect(backend.lastRequest().url.searchParams.get('TransactionTypeCode')).toBe('REFUND');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((row) => row.TransactionTypeCode === 'REFUND')).toBe(true);
  });

  it('lists the statuses with GET Transaction/TransactionStatus (Code, Name)', async () => {
    const { data } = await backend.dataProvider.getList('transaction-statuses', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'Code', order: 'ASC' },
      filter: {},
    });
    expect(backend.lastRequest().url.pathname).toBe('/finance/api/v1/Transaction/TransactionStatus');
    expect(data.map((status) => status.id)).toEqual(
      expect.arrayContaining(['WAITING_APPROVAL', 'APPROVED', 'REJECTED']),
    );
  });
});

describe('sensitive details, decrypted with the key of the type', () => {
  const expectedKey: Record<string, KeyKind> = {
    PAID: 'profile',
    WD: 'withdraw',
    WDA: 'withdraw',
    CANCEL: 'refund',
    REFUND: 'refund',
  };
  const otherKey: Record<KeyKind, KeyKind> = { profile: 'withdraw', withdraw: 'refund', refund: 'profile' };

  it.each(Object.keys(expectedKey))('%s: its key reads the details, another key does not', async (type) => {
    const resource = type === 'PAID' ? 'pay-ins' : 'pay-outs';
    const { data } = await list(resource, type === 'PAID' ? {} : { SubType: type });
    const row = data.find((candidate) => candidate.UserDetails && (type === 'PAID' || candidate.BankDetails));
    expect(row).toBeDefined();
    const kind = keyKindOfTransactionType(type);
    expect(kind).toBe(expectedKey[type]);
    const details = row!.UserDetails as Record<string, string>;
    expect(decryptField(details.Phoneno, details.Iv, kind, DEMO_CRYPTO_KEYS)).toMatch(/^0[689]\d{8}$/);
    expect(decryptField(details.Email, details.Iv, kind, DEMO_CRYPTO_KEYS)).toContain('@');
    expect(() => decryptField(details.Phoneno, details.Iv, otherKey[kind], DEMO_CRYPTO_KEYS)).toThrow();
    if (type !== 'PAID') {
      const bank = row!.BankDetails as Record<string, string>;
      expect(decryptField(bank.AccountNumber, bank.Iv, kind, DEMO_CRYPTO_KEYS)).toMatch(/^\d{10}$/);
    }
  });

  it('a row with ids only is completed through the partner resources, each id asked once', async () => {
    const { data } = await list('pay-outs', { SubType: 'WD' });
    const bare = data.filter((row) => !row.UserDetails && row.SupplierBankAccId);
    expect(bare.length).toBeGreaterThan(0);
    backend.requests.length = 0;
    const ids = [...new Set(bare.map((row) => row.SupplierId))];
    const { data: suppliers } = await backend.dataProvider.getMany('suppliers', { ids });
    expect(suppliers.map((supplier) => supplier.id).sort()).toEqual([...ids].sort());
    expect(backend.requests).toHaveLength(1);
    const { data: account } = await backend.dataProvider.getOne('supplier-bank-accounts', {
      id: bare[0].SupplierBankAccId,
    });
    expect(backend.lastRequest().url.pathname).toBe(
      '/supplier/api/v1/BackOfficeSupplier/BackOfficeSupplierBankAcc',
    );
    expect(account.SupplierId).toBe(bare[0].SupplierId);
  });
});

describe('what a payment voucher needs (docs/api.md, "Finance documents")', () => {
  it('decided withdrawals name who decided and when; waiting ones do not', async () => {
    const { data } = await list('pay-outs', { SubType: 'WD' }, 1, 500);
    const decided = data.filter((row) =>
      ['SUCCESS', 'APPROVED', 'REJECTED'].includes(row.TransactionStatusCode),
    );
    const waiting = data.filter((row) => row.TransactionStatusCode === 'WAITING_APPROVAL');
    expect(decided.length).toBeGreaterThan(0);
    for (const row of decided) {
      expect(['วิภาวรรณ ทองคำ', 'สมชาย ใจดี']).toContain(row.ApprovedBy);
      expect(row.ApprovedDateTime >= row.StartDateTime).toBe(true);
    }
    for (const row of waiting) expect(row.ApprovedBy ?? null).toBeNull();
  });

  it("a withdrawal's details carry its supplier's tax id and tax branch", async () => {
    const { data } = await list('pay-outs', { SubType: 'WD' }, 1, 200);
    const carried = data.filter((row) => row.UserDetails);
    expect(carried.length).toBeGreaterThan(0);
    const suppliers = backend.store.collection('suppliers');
    for (const row of carried) {
      const supplier = suppliers.find((candidate) => candidate.SupplierId === row.SupplierId)!;
      expect(row.UserDetails.TaxId).toBe(supplier.TaxId);
      expect(row.UserDetails.TaxBranchNo).toBe(supplier.TaxBranchNo);
      expect(row.UserDetails.TaxBranchNo).toMatch(/^0000[0-3]$/);
    }
  });
});

describe('withdrawal approval (PUT Transaction/withdraw)', () => {
  const waiting = () => list('pay-outs', { TransactionStatusCode: 'WAITING_APPROVAL' }, 1, 500);

  it('sends the four fields, and the withdrawal leaves the waiting ones', async () => {
    const before = await waiting();
    expect(before.total).toBeGreaterThan(0);
    expect(before.data.every((row) => ['WD', 'WDA'].includes(String(row.TransactionTypeCode)))).toBe(true);
    const chosen = before.data[0];
    const start = dayjs().format('YYYY-MM-DD');
    const end = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const { data } = await backend.dataProvider.update('pay-outs', {
      id: chosen.id,
      data: { TransactionStatusCode: 'APPROVED', WithdrawDateStart: start, WithdrawDateEnd: end },
      previousData: chosen,
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe('/finance/api/v1/Transaction/withdraw');
    expect(JSON.parse(request.body)).toEqual({
      StatementTransactionId: chosen.id,
      WithdrawDateStart: start,
      WithdrawDateEnd: end,
      TransactionStatusCode: 'APPROVED',
    });
    expect(data).toMatchObject({ TransactionStatusCode: 'APPROVED', WithdrawDateStart: start });
    // Who decided, as the voucher prints it: the signed-in finance user's name (demo users).
    expect(data.ApprovedBy).toBe('วิภาวรรณ ทองคำ');
    expect(String(data.ApprovedDateTime)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const after = await waiting();
    expect(after.total).toBe((before.total ?? 0) - 1);
    expect(after.data.some((row) => row.id === chosen.id)).toBe(false);

    await expect(
      backend.dataProvider.update('pay-outs', {
        id: chosen.id,
        data: { TransactionStatusCode: 'REJECTED', WithdrawDateStart: null, WithdrawDateEnd: null },
        previousData: data,
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: `Withdrawal ${chosen.TransactionNo} is not waiting for approval`,
    });
  });

  it('refuses transfer days in the wrong order, and a refund', async () => {
    const { data } = await waiting();
    await expect(
      backend.dataProvider.update('pay-outs', {
        id: data[0].id,
        data: {
          TransactionStatusCode: 'APPROVED',
          WithdrawDateStart: '2099-01-05',
          WithdrawDateEnd: '2099-01-01',
        },
        previousData: data[0],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'WithdrawDateStart must not be after WithdrawDateEnd' });
    const { data: refunds } = await list('pay-outs', { SubType: 'REFUND' });
    await expect(
      backend.dataProvider.update('pay-outs', {
        id: refunds[0].id,
        data: {
          TransactionStatusCode: 'APPROVED',
          WithdrawDateStart: '2099-01-01',
          WithdrawDateEnd: '2099-01-02',
        },
        previousData: refunds[0],
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('reads a withdrawal again among few rows of its own partner and day, and sees a decision made meanwhile', async () => {
    const { data } = await waiting();
    const shown = data.find((row) => row.SupplierId)!;
    backend.requests.length = 0;
    const fresh = await readAgain(backend.dataProvider, 'pay-outs', shown, readAgainFilter(shown));
    expect(freshState(shown, fresh, 'TransactionStatusCode').state).toBe('unchanged');
    const day = String(shown.StartDateTime).slice(0, 10);
    expect(Object.fromEntries(backend.requests[0].url.searchParams)).toMatchObject({
      SupplierId: shown.SupplierId,
      TransactionTypeCode: 'PO',
      StartDateTime: `${day}T00:00:00`,
      EndDateTime: `${day}T23:59:59`,
    });
    // Another finance user rejects it.
    await backend.dataProvider.update('pay-outs', {
      id: shown.id,
      data: { TransactionStatusCode: 'REJECTED', WithdrawDateStart: null, WithdrawDateEnd: null },
      previousData: shown,
    });
    const after = await readAgain(backend.dataProvider, 'pay-outs', shown, readAgainFilter(shown));
    expect(freshState(shown, after, 'TransactionStatusCode')).toMatchObject({
      state: 'changed',
      status: 'REJECTED',
    });
  });
});

describe('the demo statement', () => {
  it('has tens of thousands of transactions of every type and status, grand total = amount + fees - discounts', () => {
    const rows = backend.store.collection('transactions');
    expect(rows.length).toBeGreaterThan(20_000);
    expect(new Set(rows.map((row) => row.TransactionTypeCode))).toEqual(
      new Set(['PAID', 'WD', 'WDA', 'CANCEL', 'REFUND']),
    );
    expect(new Set(rows.map((row) => row.TransactionStatusCode))).toEqual(
      new Set(['PENDING', 'SUCCESS', 'FAILED', 'WAITING_APPROVAL', 'APPROVED', 'REJECTED']),
    );
    for (const row of rows)
      expect(
        cents(row.Amount) +
          cents(row.ServiceCharges) +
          cents(row.ShippingFee) +
          cents(row.PaymentFee) -
          cents(row.ProductDiscount) -
          cents(row.ShippingDiscount),
      ).toBe(cents(row.GrandtotalAmount));
  });
});
