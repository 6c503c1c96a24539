import { describe, expect, it } from 'vitest';
import { FINANCE_VIEWS, perSupplier, viewFilter, viewSeries } from './financeViews';

const payIn = (id: number, at: string, supplier: string, amount: number, fee: number) => ({
  id,
  StartDateTime: at,
  SupplierId: supplier,
  Amount: amount,
  ServiceCharges: fee,
  ShippingFee: 50,
  PaymentFee: 0,
  ProductDiscount: 0,
  ShippingDiscount: 0,
  GrandtotalAmount: amount + fee + 50,
});

const rows = [
  payIn(1, '2026-10-30T09:00:00', 'a', 100, 2),
  payIn(2, '2026-11-01T09:00:00', 'b', 300, 6),
  payIn(3, '2026-11-01T17:00:00', 'a', 50, 1),
];

/** config.json's default: the demo's code. */
const DEMO_CODES = { payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] } };

describe('the finance views', () => {
  it('read the successful pay-ins of the period', () => {
    expect(viewFilter('2026-11-01', '2026-11-23', DEMO_CODES)).toEqual({
      TransactionTypeCode: 'PAID',
      TransactionStatusCode: 'SUCCESS',
      StartDate: '2026-11-01',
      EndDate: '2026-11-23',
    });
    expect(viewFilter('2026-11-01', '2026-11-23', DEMO_CODES, 'a')).toMatchObject({ SupplierId: 'a' });
    expect(FINANCE_VIEWS.fee.fields).toEqual(['ServiceCharges', 'PaymentFee']);
    expect(FINANCE_VIEWS['ws-income'].perSupplier).toBe(true);
  });

  it("read the pay-ins of a server whose success code is not the demo's", () => {
    expect(
      viewFilter(
        '2026-11-01',
        '2026-11-23',
        { payment: { succeeded: 'DONE', unpaid: ['PENDING', 'FAILED'] } },
        'a',
      ),
    ).toEqual({
      TransactionTypeCode: 'PAID',
      TransactionStatusCode: 'DONE',
      StartDate: '2026-11-01',
      EndDate: '2026-11-23',
      SupplierId: 'a',
    });
  });

  it('add up per day with every day of the period, or per month', () => {
    const days = viewSeries(rows, 'day', '2026-10-30', '2026-11-01');
    expect(days.map((day) => [day.key, day.count, day.totals.ServiceCharges])).toEqual([
      ['2026-10-30', 1, 2],
      ['2026-10-31', 0, 0],
      ['2026-11-01', 2, 7],
    ]);
    const months = viewSeries(rows, 'month', '2026-10-30', '2026-11-01');
    expect(months.map((month) => [month.key, month.totals.ShippingFee])).toEqual([
      ['2026-10', 50],
      ['2026-11', 100],
    ]);
  });

  it('rank the suppliers by what they earned', () => {
    expect(
      perSupplier(rows).map((supplier) => [supplier.key, supplier.count, supplier.totals.Amount]),
    ).toEqual([
      ['b', 1, 300],
      ['a', 2, 150],
    ]);
  });
});
