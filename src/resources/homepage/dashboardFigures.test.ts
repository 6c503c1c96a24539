import { describe, expect, it } from 'vitest';
import { figureLink, morningFigures } from './dashboardFigures';

describe('the dashboard figures', () => {
  const figures = morningFigures(new Date(2026, 10, 23, 8, 0));
  const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));

  it('count today and this month from the lists they open', () => {
    expect(byKey.orders_today).toEqual({
      key: 'orders_today',
      resource: 'orders',
      filter: { Start: '2026-11-23', End: '2026-11-23' },
      read: 'count',
    });
    expect(byKey.pay_ins_month.filter).toEqual({
      StartDate: '2026-11-01',
      EndDate: '2026-11-23',
      TransactionStatusCode: 'SUCCESS',
    });
    expect(byKey.withdrawals_waiting).toMatchObject({
      resource: 'pay-outs',
      filter: { TransactionStatusCode: 'WAITING_APPROVAL' },
    });
  });

  it('link each figure to its list with the same filter', () => {
    expect(figureLink(byKey.withdrawals_waiting)).toBe(
      '/pay-outs?filter=%7B%22TransactionStatusCode%22%3A%22WAITING_APPROVAL%22%7D',
    );
    expect(figureLink(byKey.new_suppliers)).toBe(
      '/suppliers?filter=%7B%22RegisteredFrom%22%3A%222026-11-01%22%7D',
    );
    expect(figureLink({ resource: 'suppliers', filter: {} })).toBe('/suppliers');
  });
});
