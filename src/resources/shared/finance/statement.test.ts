import { describe, expect, it } from 'vitest';
import { everyDay, groupMoney, periodOf, readStatement, sumOf } from './statement';

const row = (id: number, at: string, amount: number, fee = 0) => ({
  id,
  StartDateTime: at,
  Amount: amount,
  ServiceCharges: fee,
  ShippingFee: 0,
  PaymentFee: 0,
  ProductDiscount: 0,
  ShippingDiscount: 0,
  GrandtotalAmount: amount + fee,
});

describe('the statement of a period', () => {
  it('is read page by page until every row is in', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => row(index + 1, '2026-11-01T10:00:00', 1));
    const asked: number[] = [];
    const result = await readStatement(
      {
        getList: async (_resource, params) => {
          asked.push(params.pagination!.page);
          const start = (params.pagination!.page - 1) * params.pagination!.perPage;
          return { data: all.slice(start, start + params.pagination!.perPage), total: all.length } as never;
        },
      },
      { TransactionTypeCode: 'PAID' },
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ total: 2500, complete: true });
    expect(result.rows).toHaveLength(2500);
  });

  it('reads on through a service that caps its pages at 100 rows, to the full total', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => row(index + 1, '2026-11-01T10:00:00', 2));
    const asked: string[] = [];
    const progress: number[] = [];
    const result = await readStatement(
      {
        getList: async (_resource, params) => {
          const { page, perPage } = params.pagination!;
          asked.push(`${page}×${perPage}`);
          const size = Math.min(perPage, 100);
          const start = (page - 1) * size;
          return { data: all.slice(start, start + size), total: all.length } as never;
        },
      },
      {},
      undefined,
      (read) => progress.push(read),
    );
    expect(asked.slice(0, 3)).toEqual(['1×1000', '2×100', '3×100']);
    expect(asked).toHaveLength(25);
    expect(result).toMatchObject({ total: 2500, complete: true });
    expect(result.rows).toHaveLength(2500);
    expect(groupMoney(result.rows, () => 'all')[0].totals.Amount).toBe(5000);
    expect(progress.at(-1)).toBe(2500);
  });

  it('says it is incomplete when the service stops short of its total', async () => {
    const result = await readStatement(
      {
        getList: async (_resource, params) =>
          ({
            data: params.pagination!.page === 1 ? [row(1, '2026-11-01T10:00:00', 1)] : [],
            total: 3,
          }) as never,
      },
      {},
    );
    expect(result).toMatchObject({ total: 3, complete: false });
  });

  it('adds money up per day and per month, to the satang, in date order', () => {
    const rows = [
      row(1, '2026-11-02T09:00:00', 0.1, 0.2),
      row(2, '2026-10-31T23:59:59', 100),
      row(3, '2026-11-02T18:00:00', 0.2, 0.1),
    ];
    const days = groupMoney(rows, (record) => periodOf(record.StartDateTime, 'day'));
    expect(
      days.map((bucket) => [bucket.key, bucket.count, bucket.totals.Amount, bucket.totals.GrandtotalAmount]),
    ).toEqual([
      ['2026-10-31', 1, 100, 100],
      ['2026-11-02', 2, 0.3, 0.6],
    ]);
    const months = groupMoney(rows, (record) => periodOf(record.StartDateTime, 'month'));
    expect(months.map((bucket) => bucket.key)).toEqual(['2026-10', '2026-11']);
    expect(sumOf(days[1].totals, ['Amount', 'ServiceCharges'])).toBe(0.6);
  });

  it('fills the days without transactions, so a chart has no gaps', () => {
    const days = everyDay(
      groupMoney([row(1, '2026-11-02T09:00:00', 5)], (record) => periodOf(record.StartDateTime, 'day')),
      '2026-10-31',
      '2026-11-03',
    );
    expect(days.map((bucket) => [bucket.key, bucket.totals.Amount])).toEqual([
      ['2026-10-31', 0],
      ['2026-11-01', 0],
      ['2026-11-02', 5],
      ['2026-11-03', 0],
    ]);
  });
});
