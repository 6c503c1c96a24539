import { describe, expect, it } from 'vitest';
import { declaredQueues } from '../../registry/queues';
import { resources } from '../index';
import { figureLink, filterIgnored, morningFigures } from './dashboardFigures';

/** The work queues the resources declare: the dashboard's waiting cards count the same. */
const queues = declaredQueues(resources);

/** config.json's defaults (the demo's codes). */
const demoWorkflow = {
  withdrawal: { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' },
  licence: { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' },
  payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
  support: { waiting: ['OPEN'] },
};

describe('the dashboard figures', () => {
  const figures = morningFigures(demoWorkflow, queues, new Date(2026, 10, 23, 8, 0));
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

describe("the dashboard's waiting cards", () => {
  it("count the configured waiting codes, never the demo's", () => {
    const figures = morningFigures(
      {
        withdrawal: { waiting: ['WAIT_APPROVE'], approved: 'APPROVE', rejected: 'REJECT' },
        licence: { waiting: ['W'], approved: 'A', rejected: 'R' },
        payment: { succeeded: 'DONE', unpaid: ['PENDING', 'FAILED'] },
        support: { waiting: ['OPEN'] },
      },
      queues,
      new Date(2026, 10, 23, 8, 0),
    );
    const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    expect(byKey.withdrawals_waiting).toEqual({
      key: 'withdrawals_waiting',
      resource: 'pay-outs',
      filter: { TransactionStatusCode: 'WAIT_APPROVE' },
      read: 'count',
      // The menu's count's page, so that the two share one call.
      totalsRead: { sort: { field: 'StartDateTime', order: 'ASC' }, perPage: 1 },
    });
    expect(byKey.supplier_licences_waiting.filter).toEqual({ ApprovedStatus: 'W' });
    expect(byKey.grocery_licences_waiting.filter).toEqual({ ApprovedStatus: 'W' });
    expect(figureLink(byKey.withdrawals_waiting)).toBe(
      '/pay-outs?filter=%7B%22TransactionStatusCode%22%3A%22WAIT_APPROVE%22%7D',
    );
  });

  it('add up several waiting codes, and open the list on the first', () => {
    const figures = morningFigures(
      {
        withdrawal: { waiting: ['WAIT_APPROVE', 'WAIT_BANK'], approved: 'APPROVE', rejected: 'REJECT' },
        licence: { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' },
        payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
        support: { waiting: ['OPEN'] },
      },
      queues,
      new Date(2026, 10, 23, 8, 0),
    );
    const waiting = figures.find((figure) => figure.key === 'withdrawals_waiting');
    expect(waiting).toEqual({
      key: 'withdrawals_waiting',
      resource: 'pay-outs',
      filter: { TransactionStatusCode: 'WAIT_APPROVE' },
      alsoCounted: [{ TransactionStatusCode: 'WAIT_BANK' }],
      read: 'count',
      totalsRead: { sort: { field: 'StartDateTime', order: 'ASC' }, perPage: 1 },
    });
  });
});

describe("the dashboard's month money cards", () => {
  it("add up the money of the configured success code, never the demo's", () => {
    const figures = morningFigures(
      {
        withdrawal: { waiting: ['WAIT_APPROVE'], approved: 'APPROVE', rejected: 'REJECT' },
        licence: { waiting: ['W'], approved: 'A', rejected: 'R' },
        payment: { succeeded: 'DONE', unpaid: ['PENDING', 'FAILED'] },
        support: { waiting: ['OPEN'] },
      },
      queues,
      new Date(2026, 10, 23, 8, 0),
    );
    const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    const thisMonth = { StartDate: '2026-11-01', EndDate: '2026-11-23', TransactionStatusCode: 'DONE' };
    expect(byKey.pay_ins_month).toEqual({
      key: 'pay_ins_month',
      resource: 'pay-ins',
      filter: thisMonth,
      read: 'money',
    });
    expect(byKey.pay_outs_month).toEqual({
      key: 'pay_outs_month',
      resource: 'pay-outs',
      filter: thisMonth,
      read: 'money',
    });
    expect(figureLink(byKey.pay_ins_month)).toBe(
      '/pay-ins?filter=%7B%22StartDate%22%3A%222026-11-01%22%2C%22EndDate%22%3A%222026-11-23%22%2C' +
        '%22TransactionStatusCode%22%3A%22DONE%22%7D',
    );
  });
});

describe('a figure that relies on an assumed date filter', () => {
  const figure = { since: { field: 'RegisteredAt', from: '2026-02-01' } };
  it('is trusted when the answered rows are from the date on', () => {
    expect(
      filterIgnored(figure, [{ RegisteredAt: '2026-02-01' }, { RegisteredAt: '2026-02-14T09:00:00' }]),
    ).toBe(false);
    expect(filterIgnored(figure, [])).toBe(false);
  });
  it('is not, when a row is older or does not carry the field (the service ignored the filter)', () => {
    expect(filterIgnored(figure, [{ RegisteredAt: '2026-01-31' }])).toBe(true);
    expect(filterIgnored(figure, [{ SupplierName: 'ร้านเก่า' }])).toBe(true);
  });
  it('does not apply to figures without one', () => {
    expect(filterIgnored({}, [{ RegisteredAt: '2020-01-01' }])).toBe(false);
  });
});
