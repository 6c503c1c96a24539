import { describe, expect, it } from 'vitest';
import { personalLogEntry } from '../../src/resources/shared/personal/personalLog';
import { demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

/** The demo's accounts, as src/demo/users.ts seeds them. */
const ADMIN_ID = '1f0c2a10-0001-4a51-9a11-000000000001';
const SALES_ID = '1f0c2a10-0003-4a51-9a11-000000000003';

const reveal = (overrides: Partial<Parameters<typeof personalLogEntry>[0]> = {}) =>
  personalLogEntry({
    action: 'REVEAL',
    // Who the body says: the service stamps its own from the token.
    user: { id: 'someone-else', username: 'mallory' },
    resource: 'suppliers',
    recordId: 'f3a1c0de-0000-4000-8000-000000000012',
    partnerId: 'f3a1c0de-0000-4000-8000-000000000012',
    partnerName: 'ร้านทดสอบการบันทึก',
    fields: ['Phoneno'],
    now: new Date(2020, 0, 1, 8, 0, 0),
    ...overrides,
  });

const newestEntries = async (filter: Record<string, unknown>) =>
  (
    await backend.dataProvider.getList('staff-log', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter,
    })
  ).data;

describe('a look at personal data in the staff log (POST /auth/Stafflog, assumed)', () => {
  it("stores the entry with the service's own id, time and user, and lists it first", async () => {
    const before = backend.store.collection('staff-log').length;
    const { data } = await backend.dataProvider.create('staff-log', { data: reveal() });
    const request = backend.requests.find((candidate) => candidate.method === 'POST')!;
    expect(request.url.pathname).toBe('/auth/Stafflog');
    expect(JSON.parse(request.body)).toMatchObject({
      action: 'REVEAL',
      resource: 'suppliers',
      recordId: 'f3a1c0de-0000-4000-8000-000000000012',
      fields: ['Phoneno'],
    });
    expect(backend.store.collection('staff-log')).toHaveLength(before + 1);
    expect(data.userId).toBe(ADMIN_ID);
    expect(data.username).toBe('admin');
    // The service's clock, not the one the body carried.
    expect(data.createdAt).not.toBe('2020-01-01T08:00:00');
    expect(String(data.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    const [newest] = await newestEntries({});
    expect(newest.id).toBe(data.id);
    expect(newest.partnerName).toBe('ร้านทดสอบการบันทึก');
  });

  it('lists by partner: part of its name, or its id, asked of the server', async () => {
    await backend.dataProvider.create('staff-log', { data: reveal() });
    await backend.dataProvider.create('staff-log', {
      data: reveal({ partnerId: 77, partnerName: 'ร้านอื่นที่ไม่เกี่ยว', recordId: 77 }),
    });
    const byName = await newestEntries({ partner: 'ทดสอบการบันทึก' });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toMatchObject({
      partner: 'ทดสอบการบันทึก',
    });
    expect(byName.length).toBeGreaterThan(0);
    for (const row of byName) expect(row.partnerName).toBe('ร้านทดสอบการบันทึก');

    const byId = await newestEntries({ partner: '77' });
    expect(byId.length).toBeGreaterThan(0);
    for (const row of byId) expect(row.partnerId).toBe(77);
    // The service's own entries name no partner: none of them matches.
    expect((await newestEntries({ partner: 'ไม่มีคู่ค้าชื่อนี้' })).length).toBe(0);
  });

  it('takes the entries of a role that cannot open the log screen (sales)', async () => {
    localStorage.clear();
    await backend.signIn('sales');
    const { data } = await backend.dataProvider.create('staff-log', {
      data: reveal({ resource: 'store-surveys', recordId: 5, partnerId: undefined, partnerName: undefined }),
    });
    expect(data.userId).toBe(SALES_ID);
    expect(data.username).toBe('sales');
  });

  it("refuses an action that is not a look at personal data: the service's own are its own", async () => {
    await expect(
      backend.dataProvider.create('staff-log', { data: { ...reveal(), action: 'APPROVE' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
