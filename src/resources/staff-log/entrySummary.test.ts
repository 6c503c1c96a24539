import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { entrySummary } from './StaffLogList';

/** A few English texts, written out here, with polyglot's `%{name}` and `_` fallback. */
const TEXTS: Record<string, string> = {
  'resources.staff-log.personal.record': '%{fields} of %{resource} %{record}',
  'resources.staff-log.personal.rows': '%{fields} of %{count} rows of %{resource}',
  'resources.staff-log.personal.resources.supplier-bank-accounts': "Supplier's bank account",
  'resources.suppliers.name': 'Supplier',
  'resources.suppliers.fields.Phoneno': 'Phone',
  'resources.employees.name': 'Staff member',
  'resources.employees.fields.email': 'E-mail',
  'resources.employees.fields.phoneNo': 'Phone',
  'resources.pay-outs.name': 'Pay-out',
  'resources.pay-outs.details.Email': "Partner's e-mail",
  'app.partner.fields.AccountNumber': 'Account number',
};
const translate = ((key: string, options: Record<string, unknown> = {}) => {
  const text = TEXTS[key] ?? (options._ as string | undefined) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
}) as TranslateFunction;

describe('what a staff log entry says on screen', () => {
  it("tells a reveal by the field's label, the record's kind and its id", () => {
    expect(
      entrySummary({ action: 'REVEAL', resource: 'suppliers', recordId: 12, fields: ['Phoneno'] }, translate),
    ).toBe('Phone of Supplier 12');
  });

  it("names a partner's account and a transaction's details by the labels their screens use", () => {
    expect(
      entrySummary(
        { action: 'REVEAL', resource: 'supplier-bank-accounts', recordId: 3, fields: ['AccountNumber'] },
        translate,
      ),
    ).toBe("Account number of Supplier's bank account 3");
    expect(
      entrySummary({ action: 'REVEAL', resource: 'pay-outs', recordId: 'T-9', fields: ['Email'] }, translate),
    ).toBe("Partner's e-mail of Pay-out T-9");
  });

  it('tells an export by its columns and its rows', () => {
    expect(
      entrySummary(
        { action: 'EXPORT', resource: 'employees', fields: ['email', 'phoneNo'], rowCount: 42 },
        translate,
      ),
    ).toBe('E-mail, Phone of 42 rows of Staff member');
  });

  it("keeps a field or a screen it has no label for as the wire names it, and the service's own entries by their detail", () => {
    expect(
      entrySummary({ action: 'REVEAL', resource: 'unknown-screen', recordId: 1, fields: ['Fax'] }, translate),
    ).toBe('Fax of unknown-screen 1');
    expect(entrySummary({ action: 'APPROVE', detail: 'อนุมัติคำขอถอนเงิน' }, translate)).toBe('อนุมัติคำขอถอนเงิน');
  });
});
