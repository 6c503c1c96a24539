import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'support' });

describe('support requests (GET /support/UserSupport)', () => {
  it('pages with page and take, newest first, and filters by status, app user and topic', async () => {
    const { data, total } = await backend.dataProvider.getList('support-requests', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 'OPEN', requesterType: 'WS', q: 'เงิน' },
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/support/UserSupport');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '1',
      take: '50',
      status: 'OPEN',
      requesterType: 'WS',
      topic: 'เงิน',
    });
    const expected = backend.store
      .collection('support-requests')
      .filter(
        (row) => row.status === 'OPEN' && row.requesterType === 'WS' && String(row.topic).includes('เงิน'),
      );
    expect(total).toBe(expected.length);
    expect(data.map((row) => row.id)).toEqual(
      expected.map((row) => row.id).sort((a, b) => Number(b) - Number(a)),
    );
  });

  it('reads one request (assumed GET /support/UserSupport/{id})', async () => {
    const { data } = await backend.dataProvider.getOne('support-requests', { id: 7 });
    expect(backend.lastRequest().url.pathname).toBe('/support/UserSupport/7');
    expect(data).toMatchObject({ id: 7, ticketNo: 'SUP-00007' });
  });
});
