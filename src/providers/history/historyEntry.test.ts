import { describe, expect, it } from 'vitest';
import { historyEntry, namesRecord, partnerSubject } from './historyEntry';

const admin = { id: '1f0c2a10-0001-4a51-9a11-000000000001', username: 'admin' };
// A local moment: the wire time is the local wall clock, whatever the machine's zone.
const at = new Date(2026, 2, 18, 9, 5, 7);

describe("a write's staff log entry", () => {
  it('names who, the record, its partner, the fields changed with before and after, and when', () => {
    expect(
      historyEntry({
        action: 'UPDATE',
        user: admin,
        resource: 'seller-products',
        recordId: 31,
        partnerId: 12,
        partnerName: 'ร้านสมใจค้าส่ง',
        partnerResource: 'suppliers',
        changes: [{ field: 'UnitPrice', before: 100, after: 120 }],
        now: at,
      }),
    ).toEqual({
      action: 'UPDATE',
      userId: admin.id,
      username: 'admin',
      resource: 'seller-products',
      recordId: 31,
      partnerId: 12,
      partnerName: 'ร้านสมใจค้าส่ง',
      partnerResource: 'suppliers',
      fields: ['UnitPrice'],
      changes: [{ field: 'UnitPrice', before: 100, after: 120 }],
      detail: 'แก้ไข UnitPrice ของ ร้านสมใจค้าส่ง (seller-products 31)',
      createdAt: '2026-03-18T09:05:07',
    });
  });

  it('of a delete names no field, and leaves out the partner it does not know', () => {
    const entry = historyEntry({
      action: 'DELETE',
      user: admin,
      resource: 'brands',
      recordId: 'b7',
      changes: [],
      now: at,
    });
    expect(entry).not.toHaveProperty('partnerId');
    expect(entry).not.toHaveProperty('partnerResource');
    expect(entry.fields).toEqual([]);
    expect(entry.detail).toBe('ลบ ของ brands b7');
  });
});

describe("a record's partner", () => {
  it('is the supplier or the grocery store it names, with the resource of that partner', () => {
    expect(partnerSubject({ SupplierId: 7, SupplierName: 'ค้าส่งดี' })).toEqual({
      partnerId: 7,
      partnerName: 'ค้าส่งดี',
      partnerResource: 'suppliers',
    });
    expect(partnerSubject({ GroceryId: 'b2c' })).toEqual({ partnerId: 'b2c', partnerResource: 'groceries' });
    expect(partnerSubject({ BrandId: 3 })).toEqual({});
  });
});

describe('the entries that name a record', () => {
  const about = { resource: 'pay-outs', recordId: 99, partnerId: 12, partnerResource: 'suppliers' };

  it('are those about it, whatever the type of its id', () => {
    expect(namesRecord(about, 'pay-outs', '99')).toBe(true);
    expect(namesRecord(about, 'pay-outs', 98)).toBe(false);
  });

  it('are the files that listed it among their rows', () => {
    const file = { resource: 'suppliers', rowIds: [3, 12, 40], rowCount: 3 };
    expect(namesRecord(file, 'suppliers', 12)).toBe(true);
    expect(namesRecord(file, 'suppliers', 13)).toBe(false);
    expect(namesRecord(file, 'groceries', 12)).toBe(false);
  });

  it("are those about something of the partner it is, and not another kind's partner of the same id", () => {
    expect(namesRecord(about, 'suppliers', 12)).toBe(true);
    expect(namesRecord(about, 'groceries', 12)).toBe(false);
    // The pay-out 12 is not the supplier 12's pay-out 99.
    expect(namesRecord(about, 'pay-outs', 12)).toBe(false);
  });

  it('are not the entries that name no record (a sign-in)', () => {
    expect(namesRecord({ action: 'LOGIN', detail: 'เข้าสู่ระบบ' }, 'suppliers', 12)).toBe(false);
  });
});
