import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('the staff activity log (GET /auth/Stafflog)', () => {
  it('pages with page and take, newest first', async () => {
    const { data, total } = await backend.dataProvider.getList('staff-log', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/auth/Stafflog');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '1', take: '50' });
    expect(total).toBeGreaterThan(500);
    const times = data.map((row) => String(row.createdAt));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by user, action and a date range, on the server', async () => {
    const finance = backend.store.collection('employees').find((row) => row.username === 'finance')!;
    // the days of the finance user's approvals, as stored: a range of the last month of them
    const days = backend.store
      .collection('staff-log')
      .filter((row) => row.userId === finance.id && row.action === 'APPROVE')
      .map((row) => String(row.createdAt).slice(0, 10))
      .sort();
    const [start, end] = [days.at(-20)!, days.at(-2)!];
    const expected = days.filter((day) => day >= start && day <= end).length;
    const { data } = await backend.dataProvider.getList('staff-log', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'id', order: 'DESC' },
      filter: { userId: finance.id, action: 'APPROVE', start, end },
    });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toMatchObject({
      userId: String(finance.id),
      action: 'APPROVE',
      start,
      end,
    });
    expect(data).toHaveLength(expected);
    for (const row of data) {
      expect(row.username).toBe('finance');
      expect(row.action).toBe('APPROVE');
    }
  });
});
