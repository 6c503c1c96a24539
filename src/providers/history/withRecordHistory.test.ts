import { HttpError, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHistoryNotWritten, type HistoryNotWritten } from './historyEvents';
import { historyMeta, withRecordHistory } from './withRecordHistory';

const user = { id: 'u-1', username: 'finance' };
const at = new Date(2026, 2, 18, 9, 5, 7);

/** A provider that answers every write with the record and keeps what the log was sent. */
function fakeProvider({ logFails = false, writeFails = false } = {}) {
  const logged: Record<string, unknown>[] = [];
  const provider = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, { data }: { data: Record<string, unknown> }) => {
      if (resource === 'staff-log') {
        if (logFails) throw new HttpError('log store down', 500, {});
        logged.push(data);
        return { data: { ...data, id: logged.length } };
      }
      return { data: { ...data, id: 77 } };
    }),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => {
      if (writeFails) throw new HttpError('refused', 400, {});
      return { data: { ...data, id } };
    }),
    delete: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id } })),
  } as unknown as DataProvider;
  return { provider, logged };
}

const declarations = new Map([
  ['pay-outs', {}],
  ['employees', { personal: { email: 'email' as const } }],
]);

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('a write to a record with a history', () => {
  it('is followed by its entry: the record, its partner and what changed', async () => {
    const { provider, logged } = fakeProvider();
    const app = withRecordHistory(provider, declarations, { user: () => user, now: () => at });
    const before = { id: 9, SupplierId: 12, SupplierName: 'ค้าส่งดี', TransactionStatusCode: 'WAIT' };
    await app.update('pay-outs', {
      id: 9,
      data: { TransactionStatusCode: 'VERIFIED' },
      previousData: before,
      meta: historyMeta('VERIFY'),
    });
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'VERIFY',
        userId: 'u-1',
        username: 'finance',
        resource: 'pay-outs',
        recordId: 9,
        partnerId: 12,
        partnerResource: 'suppliers',
        changes: [{ field: 'TransactionStatusCode', before: 'WAIT', after: 'VERIFIED' }],
        createdAt: '2026-03-18T09:05:07',
      }),
    ]);
  });

  it('an add names the id the service gave, with masked values; a delete names the record', async () => {
    const { provider, logged } = fakeProvider();
    const app = withRecordHistory(provider, declarations, { user: () => user, now: () => at });
    await app.create('employees', { data: { username: 'nid', email: 'nid@example.com' } });
    await app.delete('employees', { id: 77, previousData: { id: 77 } });
    expect(logged.map(({ action, recordId, changes }) => ({ action, recordId, changes }))).toEqual([
      {
        action: 'CREATE',
        recordId: 77,
        changes: [
          { field: 'username', after: 'nid' },
          { field: 'email', after: 'n***@example.com' },
        ],
      },
      { action: 'DELETE', recordId: 77, changes: [] },
    ]);
  });

  it('a refused write writes nothing, and a resource without a history writes nothing', async () => {
    const refused = fakeProvider({ writeFails: true });
    const app = withRecordHistory(refused.provider, declarations, { user: () => user });
    await expect(app.update('pay-outs', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow();
    expect(refused.logged).toEqual([]);
    const plain = fakeProvider();
    await withRecordHistory(plain.provider, declarations, { user: () => user }).update('units', {
      id: 1,
      data: { UnitName: 'ลัง' },
      previousData: { id: 1, UnitName: 'กล่อง' },
    });
    expect(plain.logged).toEqual([]);
  });

  it('stands when the log refuses its entry: the failure is announced, not thrown', async () => {
    const { provider } = fakeProvider({ logFails: true });
    const heard: HistoryNotWritten[] = [];
    stop = onHistoryNotWritten((event) => heard.push(event));
    const app = withRecordHistory(provider, declarations, { user: () => user });
    const { data } = await app.update('pay-outs', {
      id: 3,
      data: { TransactionStatusCode: 'APPROVED' },
      previousData: { id: 3, TransactionStatusCode: 'WAIT' },
    });
    expect(data).toMatchObject({ id: 3, TransactionStatusCode: 'APPROVED' });
    expect(heard).toHaveLength(1);
    expect(heard[0].resource).toBe('pay-outs');
    expect((heard[0].error as HttpError).status).toBe(500);
  });

  it('passes reads through as they are', async () => {
    const { provider } = fakeProvider();
    const app = withRecordHistory(provider, declarations, { user: () => user });
    await app.getList('pay-outs', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });
});
