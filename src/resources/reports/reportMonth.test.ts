import { describe, expect, it } from 'vitest';
import { readOrders } from './readOrders';
import { daysOfMonth, monthName, monthOf, monthProblem } from './reportMonth';

describe("a report's month", () => {
  it('spans its first to its last day, leap years included', () => {
    expect(daysOfMonth('2028-02')).toEqual({ month: '2028-02', start: '2028-02-01', end: '2028-02-29' });
    expect(daysOfMonth('2026-02').end).toBe('2026-02-28');
    expect(daysOfMonth('2026-12').end).toBe('2026-12-31');
    expect(daysOfMonth('2026-04').end).toBe('2026-04-30');
  });

  it('is the current month or an earlier one', () => {
    expect(monthOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthProblem('2026-11', '2026-11')).toBeUndefined();
    expect(monthProblem('2019-01', '2026-11')).toBeUndefined();
    expect(monthProblem('2026-12', '2026-11')).toBe('resources.reports.choices.month_future');
    expect(monthProblem('', '2026-11')).toBe('resources.reports.choices.month_required');
    expect(monthProblem('2026-13', '2026-11')).toBe('resources.reports.choices.month_required');
  });

  it('is named in the Buddhist era in Thai', () => {
    expect(monthName('2026-11', 'th')).toBe('พฤศจิกายน 2569');
    expect(monthName('2026-01', 'en')).toBe('January 2026');
  });
});

describe('the orders of a month', () => {
  it('are read a thousand at a time, oldest first, until every one is in', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => ({ id: index + 1 }));
    const asked: unknown[] = [];
    const result = await readOrders(
      {
        getList: async (resource, params) => {
          asked.push([resource, params.pagination, params.sort, params.filter]);
          const start = (params.pagination!.page - 1) * params.pagination!.perPage;
          return { data: all.slice(start, start + params.pagination!.perPage), total: all.length } as never;
        },
      },
      { Start: '2026-02-01', End: '2026-02-28' },
    );
    const filter = { Start: '2026-02-01', End: '2026-02-28' };
    const sort = { field: 'OrderDate', order: 'ASC' };
    expect(asked).toEqual([
      ['orders', { page: 1, perPage: 1000 }, sort, filter],
      ['orders', { page: 2, perPage: 1000 }, sort, filter],
      ['orders', { page: 3, perPage: 1000 }, sort, filter],
    ]);
    expect(result).toMatchObject({ total: 2500, complete: true });
    expect(result.rows).toHaveLength(2500);
  });
});
