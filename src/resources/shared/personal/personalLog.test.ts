import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { logFailureReason, logTime, partnerOf, personalLogEntry } from './personalLog';

const admin = { id: '1f0c2a10-0001-4a51-9a11-000000000001', username: 'admin' };
// A local moment: the wire time is the local wall clock, whatever the machine's zone.
const at = new Date(2026, 2, 18, 9, 5, 7);

describe('the staff log entry of a look at personal data', () => {
  it('a reveal names who, the record as the server gave its id, the field, the partner and when', () => {
    expect(
      personalLogEntry({
        action: 'REVEAL',
        user: admin,
        resource: 'suppliers',
        recordId: 12,
        partnerId: 12,
        partnerName: 'ร้านสมใจค้าส่ง',
        fields: ['Phoneno'],
        now: at,
      }),
    ).toEqual({
      action: 'REVEAL',
      userId: '1f0c2a10-0001-4a51-9a11-000000000001',
      username: 'admin',
      resource: 'suppliers',
      recordId: 12,
      partnerId: 12,
      partnerName: 'ร้านสมใจค้าส่ง',
      fields: ['Phoneno'],
      detail: 'เปิดดูข้อมูลส่วนบุคคล Phoneno ของ ร้านสมใจค้าส่ง (suppliers 12)',
      createdAt: '2026-03-18T09:05:07',
    });
  });

  it('keeps a text id as a text, and leaves out what is not known', () => {
    const entry = personalLogEntry({
      action: 'REVEAL',
      user: admin,
      resource: 'employees',
      recordId: 'a7',
      fields: ['phoneNo'],
      now: at,
    });
    expect(entry.recordId).toBe('a7');
    expect(Object.keys(entry).sort()).toEqual(
      ['action', 'createdAt', 'detail', 'fields', 'recordId', 'resource', 'userId', 'username'].sort(),
    );
    expect(entry.detail).toBe('เปิดดูข้อมูลส่วนบุคคล phoneNo ของ employees a7');
  });

  it('an export carries its rows, their count, the list filter and the personal columns', () => {
    expect(
      personalLogEntry({
        action: 'EXPORT',
        user: admin,
        resource: 'employees',
        fields: ['email', 'phoneNo'],
        rowIds: [3, 5, 8],
        filter: { role: 'sales', q: 'สม' },
        now: at,
      }),
    ).toEqual({
      action: 'EXPORT',
      userId: admin.id,
      username: 'admin',
      resource: 'employees',
      fields: ['email', 'phoneNo'],
      rowCount: 3,
      rowIds: [3, 5, 8],
      filter: { role: 'sales', q: 'สม' },
      detail: 'ส่งออกข้อมูลส่วนบุคคล email, phoneNo 3 รายการ จาก employees',
      createdAt: '2026-03-18T09:05:07',
    });
  });

  it('a print is written the same way, under its own action', () => {
    const entry = personalLogEntry({
      action: 'PRINT',
      user: admin,
      resource: 'groceries',
      fields: ['ContactphoneNo'],
      rowIds: ['g-1'],
      now: at,
    });
    expect(entry.action).toBe('PRINT');
    expect(entry.rowCount).toBe(1);
    expect(entry.detail).toBe('พิมพ์ข้อมูลส่วนบุคคล ContactphoneNo 1 รายการ จาก groceries');
  });

  it('writes times as the services do: local, to the second, zero-padded', () => {
    expect(logTime(new Date(2027, 0, 2, 3, 4, 5))).toBe('2027-01-02T03:04:05');
  });
});

describe("a look at a partner's data in its history", () => {
  it("names the partner's resource beside its id, so that the partner's history lists the look", () => {
    const entry = personalLogEntry({
      action: 'REVEAL',
      user: admin,
      resource: 'supplier-users',
      recordId: 4,
      partnerId: 12,
      partnerResource: 'suppliers',
      fields: ['Phoneno'],
      now: at,
    });
    expect(entry).toMatchObject({ partnerId: 12, partnerResource: 'suppliers' });
    // Without the partner's id, its resource says nothing.
    const alone = personalLogEntry({
      action: 'REVEAL',
      user: admin,
      resource: 'employees',
      recordId: 4,
      partnerResource: 'suppliers',
      fields: ['phoneNo'],
      now: at,
    });
    expect(alone).not.toHaveProperty('partnerResource');
  });
});

describe('the partner a record belongs to', () => {
  it('is a supplier or a grocery store, by id and name', () => {
    expect(partnerOf({ SupplierId: 7, SupplierName: 'ค้าส่งดี' })).toEqual({
      partnerId: 7,
      partnerName: 'ค้าส่งดี',
    });
    expect(partnerOf({ GroceryId: 'b2c', GroceryName: 'ร้านป้าแดง' })).toEqual({
      partnerId: 'b2c',
      partnerName: 'ร้านป้าแดง',
    });
  });

  it('is the id alone when the record does not carry the name (a partner user)', () => {
    expect(partnerOf({ SupplierUserId: 4, SupplierId: 7, FullName: 'สมชาย' })).toEqual({ partnerId: 7 });
  });

  it('is nobody for a record that names neither (a member of staff)', () => {
    expect(partnerOf({ id: 1, phoneNo: '0812345678' })).toEqual({});
    expect(partnerOf(undefined)).toEqual({});
  });
});

describe('why an entry could not be written', () => {
  it('tells a missing call, a server fault, the network and a time-out apart', () => {
    expect(logFailureReason(new HttpError('app.error.not_offered', 404, {}))).toEqual({
      key: 'app.personal_log.reasons.not_offered',
    });
    expect(logFailureReason(new HttpError('Internal error', 500, {}))).toEqual({
      key: 'app.personal_log.reasons.server',
      args: { status: 500 },
    });
    expect(logFailureReason(new HttpError('app.error.malformed', 200, {}))).toEqual({
      key: 'app.personal_log.reasons.server',
      args: { status: 200 },
    });
    expect(logFailureReason(new HttpError('app.error.network', 0, {}))).toEqual({
      key: 'app.personal_log.reasons.network',
    });
    expect(logFailureReason(new HttpError('app.error.timeout', 0, {}))).toEqual({
      key: 'app.personal_log.reasons.timeout',
    });
  });

  it("gives a refusal with the server's message, and anything else as unknown", () => {
    expect(logFailureReason(new HttpError('resource is required', 400, {}))).toEqual({
      key: 'app.personal_log.reasons.refused',
      args: { status: 400, message: 'resource is required' },
    });
    expect(logFailureReason(new TypeError('boom'))).toEqual({ key: 'app.personal_log.reasons.unknown' });
  });
});
