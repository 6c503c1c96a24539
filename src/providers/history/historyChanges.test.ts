import { describe, expect, it } from 'vitest';
import { createdValues, HISTORY_TEXT_LIMIT, personalKindOf, recordChanges } from './historyChanges';

describe("an edit's changes", () => {
  it('are the fields sent whose value differs, before → after, in the order sent', () => {
    expect(
      recordChanges(
        { id: 5, ProductName: 'น้ำปลา', UnitPrice: 100, Quantity: 4, ProductStatus: 'ACTIVE' },
        { id: 5, ProductName: 'น้ำปลา', Quantity: 4, UnitPrice: 120, ProductStatus: 'INACTIVE' },
      ),
    ).toEqual([
      { field: 'UnitPrice', before: 100, after: 120 },
      { field: 'ProductStatus', before: 'ACTIVE', after: 'INACTIVE' },
    ]);
  });

  it("take a form's text of a number, and an empty text for nothing, as no change", () => {
    expect(recordChanges({ UnitPrice: 100, Remark: null }, { UnitPrice: '100', Remark: '' })).toEqual([]);
  });

  it('count a value given or taken away', () => {
    expect(recordChanges({ Remark: '' }, { Remark: 'เอกสารไม่ชัด' })).toEqual([
      { field: 'Remark', before: null, after: 'เอกสารไม่ชัด' },
    ]);
    expect(recordChanges({ IsActive: true }, { IsActive: false })).toEqual([
      { field: 'IsActive', before: true, after: false },
    ]);
  });

  it('mask the personal fields a resource declares, as the screens mask them', () => {
    const declaration = { personal: { email: 'email', phoneNo: 'phone' } } as const;
    expect(
      recordChanges(
        { email: 'somchai@example.com', phoneNo: '0812345678' },
        { email: 'somying@example.org', phoneNo: '0898765432' },
        declaration,
      ),
    ).toEqual([
      { field: 'email', before: 's***@example.com', after: 's***@example.org' },
      { field: 'phoneNo', before: '08x-xxx-5678', after: '08x-xxx-5432' },
    ]);
  });

  it('mask fields of personal data by their wire name when no declaration names them', () => {
    expect(
      recordChanges(
        { Phoneno: '0812345678', AccountNumber: '1234567890', CitizenId: '1234567890121' },
        { Phoneno: '0812349999', AccountNumber: '1234500000', CitizenId: '3100500123457' },
      ),
    ).toEqual([
      { field: 'Phoneno', before: '08x-xxx-5678', after: '08x-xxx-9999' },
      { field: 'AccountNumber', before: 'xxx-x-x6789-x', after: 'xxx-x-x0000-x' },
      { field: 'CitizenId', before: 'x-xxxx-xxxx0-12-1', after: 'x-xxxx-xxxx3-45-7' },
    ]);
    // An account's id is not its number.
    expect(personalKindOf('SupplierBankAccId')).toBeUndefined();
  });

  it('leave out passwords, the id and the fields a resource ignores', () => {
    expect(
      recordChanges(
        { id: 1, password: 'old-secret', UserId: 'a', name: 'สมชาย' },
        { id: 2, password: 'new-secret', UserId: 'b', name: 'สมชาย' },
        { ignore: ['UserId'] },
      ),
    ).toEqual([]);
  });

  it('cut a long text and write a list or an object as JSON', () => {
    const long = 'ก'.repeat(HISTORY_TEXT_LIMIT + 50);
    const [change] = recordChanges({ ProductDescription: '' }, { ProductDescription: long });
    expect(change.after).toHaveLength(HISTORY_TEXT_LIMIT);
    expect(String(change.after).endsWith('…')).toBe(true);
    expect(recordChanges({ roles: ['admin'] }, { roles: ['admin', 'sales'] })).toEqual([
      { field: 'roles', before: '["admin"]', after: '["admin","sales"]' },
    ]);
  });

  it('without the record before, keep every field sent with its value after only', () => {
    expect(recordChanges(undefined, { UnitPrice: 120, Quantity: 3 })).toEqual([
      { field: 'UnitPrice', after: 120 },
      { field: 'Quantity', after: 3 },
    ]);
  });
});

describe("a new record's values", () => {
  it('are the fields given a value, after only, with the same masks and omissions', () => {
    expect(
      createdValues(
        { username: 'nid', password: 'x1y2z3!', email: 'nid@example.com', name: '', positionId: 3 },
        { personal: { email: 'email' } },
      ),
    ).toEqual([
      { field: 'username', after: 'nid' },
      { field: 'email', after: 'n***@example.com' },
      { field: 'positionId', after: 3 },
    ]);
  });
});
