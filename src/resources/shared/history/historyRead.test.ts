import { HttpError, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  historyItemOf,
  historyPanelState,
  historyReadReason,
  latestChangeTo,
  readHistoryPage,
  UNFILTERED,
} from './historyRead';

const supplier = { resource: 'suppliers', id: 12 };

/** A log answering these rows and this total to any list call. */
const logAnswering = (rows: Record<string, unknown>[], total?: number) =>
  ({ getList: vi.fn(async () => ({ data: rows, total })) }) as unknown as Pick<DataProvider, 'getList'>;

const edit = {
  id: 41,
  action: 'UPDATE',
  userId: 'u-1',
  username: 'sales',
  resource: 'seller-products',
  recordId: 31,
  partnerId: 12,
  partnerResource: 'suppliers',
  fields: ['UnitPrice'],
  changes: [{ field: 'UnitPrice', before: 100, after: 120 }],
  detail: 'แก้ไข UnitPrice',
  createdAt: '2026-03-18T09:05:07',
};

describe("reading a record's history", () => {
  it("asks the staff log for the record's entries and reads them newest first as answered", async () => {
    const log = logAnswering([edit], 1);
    const page = await readHistoryPage(log, supplier, 1, 20);
    expect(log.getList).toHaveBeenCalledWith('staff-log', {
      filter: { resource: 'suppliers', recordId: '12' },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(page.more).toBe(false);
    expect(page.items).toEqual([
      {
        id: '41',
        action: 'UPDATE',
        userId: 'u-1',
        username: 'sales',
        createdAt: '2026-03-18T09:05:07',
        resource: 'seller-products',
        recordId: '31',
        fields: ['UnitPrice'],
        changes: [{ field: 'UnitPrice', before: 100, after: 120 }],
        detail: 'แก้ไข UnitPrice',
      },
    ]);
  });

  it('offers more while full pages stop short of the total', async () => {
    const rows = [edit, { ...edit, id: 40 }];
    expect((await readHistoryPage(logAnswering(rows, 5), supplier, 1, 2)).more).toBe(true);
    expect((await readHistoryPage(logAnswering(rows, 4), supplier, 2, 2)).more).toBe(false);
  });

  it("refuses an answer holding other records' entries: a log that ignores the filter tells no history", async () => {
    const signIn = { id: 1, action: 'LOGIN', userId: 'u-1', createdAt: '2026-03-18T08:00:00' };
    const failure = await readHistoryPage(logAnswering([edit, signIn], 2), supplier, 1).catch(
      (error) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure.message).toBe(UNFILTERED);
    expect(historyReadReason(failure)).toEqual({ key: 'app.history.reasons.unfiltered' });
  });

  it("reads a service's own spellings of who, what and when", () => {
    const item = historyItemOf({
      LogId: 9,
      UserId: 501,
      Username: 'superadmin',
      Action: 'approve',
      CreatedDate: '2024-06-01T08:00:00',
      resource: 'supplier-alcohol',
      recordId: 'a-1',
      changes: [{ field: 'ApprovedStatus', before: 'W', after: 'A' }, 'not a change'],
    });
    expect(item).toMatchObject({
      id: '9',
      userId: '501',
      username: 'superadmin',
      action: 'APPROVE',
      createdAt: '2024-06-01T08:00:00',
      changes: [{ field: 'ApprovedStatus', before: 'W', after: 'A' }],
    });
  });
});

describe('why a history cannot be read', () => {
  const reason = (status: number, message = 'x') => historyReadReason(new HttpError(message, status, {})).key;

  it('the call not offered, the role refused, the server, the network, a refusal', () => {
    expect(reason(404)).toBe('app.history.reasons.not_offered');
    expect(reason(501)).toBe('app.history.reasons.not_offered');
    expect(reason(403)).toBe('app.history.reasons.forbidden');
    expect(reason(503)).toBe('app.history.reasons.server');
    expect(reason(0, 'app.error.network')).toBe('app.history.reasons.network');
    expect(reason(0, 'app.error.timeout')).toBe('app.history.reasons.timeout');
    expect(historyReadReason(new HttpError('bad recordId', 400, {}))).toEqual({
      key: 'app.history.reasons.refused',
      args: { status: 400, message: 'bad recordId' },
    });
    expect(historyReadReason(new TypeError('boom')).key).toBe('app.history.reasons.unknown');
  });
});

describe("the history panel's state", () => {
  it('says "no entries yet" only when the log answered with none', () => {
    expect(historyPanelState({ items: [], answered: true, error: null })).toBe('empty');
    expect(historyPanelState({ items: [], answered: false, error: null })).toBe('waiting');
  });

  it('says the log cannot be read when it failed, never that it is empty', () => {
    const refused = new HttpError('Forbidden', 403, {});
    expect(historyPanelState({ items: [], answered: false, error: refused })).toBe('unreadable');
    expect(historyPanelState({ items: [edit], answered: true, error: refused })).toBe('unreadable');
    expect(historyPanelState({ items: [edit], answered: true, error: null })).toBe('entries');
  });
});

describe('who changed a field to a value', () => {
  it('is the newest entry that did', () => {
    const verified = (id: string, username: string) =>
      historyItemOf({
        id,
        username,
        action: 'VERIFY',
        resource: 'pay-outs',
        recordId: 9,
        changes: [{ field: 'TransactionStatusCode', before: 'WAIT', after: 'VERIFIED' }],
      });
    const items = [verified('3', 'nid'), verified('2', 'finance')];
    expect(latestChangeTo(items, 'TransactionStatusCode', 'VERIFIED')?.username).toBe('nid');
    expect(latestChangeTo(items, 'TransactionStatusCode', 'APPROVED')).toBeUndefined();
  });
});
