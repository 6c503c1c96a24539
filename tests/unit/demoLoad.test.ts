import { describe, expect, it } from 'vitest';
import { cappedPageSize, DemoLoadSettings } from '../../src/demo/load';
import { extraPayIns } from '../../src/resources/transactions/demoExtraPayIns';
import type { TransactionWire } from '../../src/resources/transactions/transactionData';
import { MemoryStorage } from '../support/memoryStorage';

describe("the demo's load beyond its seed", () => {
  it('serves nothing more and caps nothing by default', () => {
    expect(new DemoLoadSettings().get()).toEqual({ extraPayIns: 0 });
    expect(cappedPageSize(5000, { extraPayIns: 0 })).toBe(5000);
  });

  it('is kept in the session, so that a reload keeps it; {} restores the default', () => {
    const storage = new MemoryStorage();
    new DemoLoadSettings(storage).set({ extraPayIns: 48_000, pageCap: 1000 });
    const reloaded = new DemoLoadSettings(storage);
    expect(reloaded.get()).toEqual({ extraPayIns: 48_000, pageCap: 1000 });
    reloaded.set({});
    expect(new DemoLoadSettings(storage).get()).toEqual({ extraPayIns: 0 });
  });

  it('takes whole numbers above 0 only', () => {
    const load = new DemoLoadSettings();
    load.set({ extraPayIns: -5, pageCap: 2.5 });
    expect(load.get()).toEqual({ extraPayIns: 0 });
    load.set({ extraPayIns: '7' as unknown as number, pageCap: 0 });
    expect(load.get()).toEqual({ extraPayIns: 0 });
  });

  it('a capped page answers at most the cap, and what was asked below it', () => {
    expect(cappedPageSize(5000, { extraPayIns: 0, pageCap: 1000 })).toBe(1000);
    expect(cappedPageSize(50, { extraPayIns: 0, pageCap: 1000 })).toBe(50);
  });
});

describe('extra pay-ins', () => {
  const row = (fields: Partial<TransactionWire>) => fields as TransactionWire;
  // The seed, newest first: a withdrawal, then the oldest row, a pay-in.
  const seed = [
    row({
      StatementTransactionId: 2,
      TransactionTypeCode: 'WD',
      StartDateTime: '2026-03-10T09:00:00',
      SupplierId: 's-2',
    }),
    row({
      StatementTransactionId: 1,
      TransactionType: 'ชำระเงินค่าสินค้า',
      TransactionTypeCode: 'PAID',
      TransactionStatusCode: 'SUCCESS',
      TransactionStatusTitle: 'สำเร็จ',
      StartDateTime: '2026-03-01T08:00:00',
      GroceryId: 'g-1',
      SupplierId: 's-1',
      GroceryBankAccId: 11,
      SupplierBankAccId: 21,
    }),
  ];

  it('come older than the seed, 7 minutes apart, paid by the seed’s payers, numbered apart', () => {
    const rows = extraPayIns(seed, 2);
    expect(
      rows.map((extra) => [
        extra.StatementTransactionId,
        extra.TransactionNo,
        extra.StartDateTime,
        extra.TransactionTypeCode,
        extra.TransactionStatusCode,
        extra.TransactionStatusTitle,
        extra.GroceryId,
        extra.SupplierId,
        extra.OrderNo,
      ]),
    ).toEqual([
      [
        1_000_001,
        'PI2603011000001',
        '2026-03-01T07:53:00',
        'PAID',
        'SUCCESS',
        'สำเร็จ',
        'g-1',
        's-1',
        'EX000001',
      ],
      [
        1_000_002,
        'PI2603011000002',
        '2026-03-01T07:46:00',
        'PAID',
        'SUCCESS',
        'สำเร็จ',
        'g-1',
        's-1',
        'EX000002',
      ],
    ]);
    // Grand total = amount + fees - discounts; fees of 3 % and 1.5 % and a shipping fee of 50.
    for (const extra of rows)
      expect(extra.GrandtotalAmount).toBeCloseTo(
        extra.Amount! + extra.ServiceCharges + extra.ShippingFee + extra.PaymentFee,
        2,
      );
  });

  it('are the same rows for the same seed, however many are asked for', () => {
    const many = extraPayIns(seed, 5);
    expect(extraPayIns(seed, 5)).toBe(many);
    expect(extraPayIns(seed, 3)).toEqual(many.slice(0, 3));
    expect(extraPayIns(seed, 0)).toEqual([]);
  });
});
