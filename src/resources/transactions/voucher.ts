/**
 * The payment voucher (ใบสำคัญจ่าย) of a decided withdrawal, as Thai accounting expects it: who is
 * paid (name, tax id, tax branch), the account, who verified (four eyes), who approved and when,
 * the transfer days, the
 * amount in figures and in Thai words, Buddhist-era dates. Pure: the record, its partner and the
 * texts in, the document out; the button and the tests build the same (docs/api.md, "Finance
 * documents").
 *
 * Nothing is made up: a field the server did not send is written "—", an amount it did not send
 * has no words.
 */
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { DocumentFields, WorkflowConfig } from '../../config/config';
import { readSensitive, type CryptoKeys, type KeyKind } from '../../api/crypto';
import { maskBankAccount } from '../../api/mask';
import { formatThaiId } from '../../api/thaiId';
import { formatMoney } from '../../i18n/format';
import { bahtText } from '../shared/files/documents/bahtText';
import { documentDate, documentDateTime, documentDays } from '../shared/files/documents/documentDates';
import { taxBranchText } from '../shared/files/documents/taxBranch';
import { isDiscount, MONEY_FIELDS } from '../shared/domain/finance/money';
import type { DocumentField, FinanceDocument } from '../shared/files/pdf/documentPdf';
import { hasAmount, WITHDRAWAL_TYPES } from './transactionData';

const NONE = '—';
const TEXTS = 'resources.transactions.voucher';

const text = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const written = String(value).trim();
  return written === '' ? undefined : written;
};

/**
 * A voucher is printed for a withdrawal (WD, WDA) whose money is to be or was paid: approved
 * (`workflow.withdrawal.approved`) or paid (`workflow.payment.succeeded`). One waiting for a
 * decision, or rejected, pays nothing and has none.
 */
export function mayPrintVoucher(
  record: RaRecord | undefined,
  workflow: Pick<WorkflowConfig, 'withdrawal' | 'payment'>,
): boolean {
  if (!record || !WITHDRAWAL_TYPES.includes(String(record.TransactionTypeCode ?? ''))) return false;
  const status = String(record.TransactionStatusCode ?? '');
  return status === workflow.withdrawal.approved || status === workflow.payment.succeeded;
}

/** Who is paid, as far as the server says: every part may be missing. */
export interface VoucherPartner {
  name?: string;
  taxId?: string;
  /** The tax branch as the server wrote it (`00000`, `1`, or a text). */
  branch?: string;
}

/**
 * The partner a withdrawal pays, from the details it carries (`UserDetails`, when they are its
 * supplier's) or else from the supplier's own record (the register's detail), read with the
 * configured branch field.
 */
export function voucherPartner(
  record: RaRecord,
  fields: Pick<DocumentFields, 'branchField'>,
  supplier?: Record<string, unknown>,
): VoucherPartner {
  const carried = carriesPartner(record);
  const source = carried ? (record.UserDetails as Record<string, unknown>) : supplier;
  if (!source) return {};
  return {
    name: text(carried ? source.Name : source.SupplierName),
    taxId: text(source.TaxId),
    branch: text(source[fields.branchField]),
  };
}

/** Whether the withdrawal carries its supplier's details, so that no lookup is needed. */
export const carriesPartner = (record: RaRecord) => {
  const id = text((record.UserDetails as Record<string, unknown> | null | undefined)?.Id);
  return id !== undefined && id === text(record.SupplierId);
};

/** The tax branch in the voucher's language (`00000` the head office). */
const branchText = (branch: string | undefined, translate: TranslateFunction) =>
  taxBranchText(branch, {
    headOffice: translate(`${TEXTS}.head_office`),
    branchNo: (no) => translate(`${TEXTS}.branch_no`, { no }),
  });

/** The account the money goes to, as the screen may show it (a number masked unless revealed). */
export interface VoucherAccount {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
}

/**
 * The account as the voucher writes it: the bank's name as sent; the number decrypted (with the
 * key of the record that carries it) and masked unless the user may reveal bank data, when the
 * account's name is written too. Without keys, or a value that does not decrypt, nothing is written
 * ("—"), never the ciphertext.
 */
export function voucherAccount(
  bank: Record<string, unknown> | null | undefined,
  keyKind: KeyKind,
  keys: CryptoKeys | undefined,
  revealBank: boolean,
): VoucherAccount {
  if (!bank) return {};
  const read = (field: string) => {
    if (!keys) return undefined;
    const reading = readSensitive(bank[field], bank.Iv, keyKind, keys);
    return reading.status === 'plain' || reading.status === 'decrypted' ? text(reading.text) : undefined;
  };
  const number = read('AccountNumber');
  return {
    bankName: text(bank.BankName),
    ...(revealBank ? { accountName: read('AccountName') } : {}),
    accountNumber: number && (revealBank ? number : maskBankAccount(number)),
  };
}

/** The personal data a voucher holds, by wire field: what its `PRINT` log entry names. */
export function personalFieldsOf(partner: VoucherPartner, account: VoucherAccount): string[] {
  return [
    ...(partner.taxId ? ['TaxId'] : []),
    ...(account.accountName ? ['AccountName'] : []),
    ...(account.accountNumber ? ['AccountNumber'] : []),
  ];
}

/**
 * Who verified and who approved, as the withdrawal's history names them (docs/api.md, "Four eyes
 * on money out"): read when the voucher is made.
 */
export interface VoucherPeople {
  verifier?: string;
  approver?: string;
  /** The history could not be read: who verified is not known, and the voucher says so. */
  unreadable?: boolean;
}

export interface VoucherInput {
  record: RaRecord;
  partner: VoucherPartner;
  account: VoucherAccount;
  fields: DocumentFields;
  /** From the history; none: only the server's approver, and nobody verified. */
  people?: VoucherPeople;
  /** The status's name, as the list shows it (the server's). */
  statusName: string;
  /** Who prints it: the signed-in user's name. */
  printedBy: string;
  printedAt: Date;
  translate: TranslateFunction;
  locale: string;
}

/** The voucher's file name: the withdrawal's number, which is the server's. */
export const voucherFileName = (record: RaRecord) =>
  `payment-voucher-${text(record.TransactionNo) ?? String(record.id)}`;

export function voucherDocument(input: VoucherInput): FinanceDocument {
  const { record, partner, account, fields, translate, locale } = input;
  const label = (key: string) => translate(`${TEXTS}.${key}`);
  const field = (key: string, value: string | undefined): DocumentField => ({
    label: label(key),
    value: value ?? NONE,
  });
  const type = String(record.TransactionTypeCode ?? '');
  const typeName = translate(`resources.transactions.types.${type}`, {
    _: text(record.TransactionType) ?? type,
  });
  // The server's approver first (its name, as it wrote it), else the history's.
  const approver = text(record[fields.approverField]) ?? text(input.people?.approver);
  const verifier =
    text(input.people?.verifier) ?? (input.people?.unreadable ? label('history_unreadable') : undefined);
  const approvedAt = text(record[fields.approvedAtField]);
  const transferDays = documentDays(record.WithdrawDateStart, record.WithdrawDateEnd, locale);
  const total = hasAmount(record.GrandtotalAmount) ? record.GrandtotalAmount : undefined;
  const money = (value: unknown) => (hasAmount(value) ? formatMoney(value) : NONE);
  // The amount, then any fee or discount the withdrawal carries (a discount taken off).
  const rows: [string, string][] = [
    [`${typeName} ${text(record.TransactionNo) ?? ''}`.trim(), money(record.Amount)],
    ...MONEY_FIELDS.filter(
      (name) =>
        name !== 'Amount' && name !== 'GrandtotalAmount' && hasAmount(record[name]) && record[name] !== 0,
    ).map((name): [string, string] => [
      translate(`resources.transactions.fields.${name}`),
      isDiscount(name) ? `-${formatMoney(record[name])}` : formatMoney(record[name]),
    ]),
  ];
  return {
    title: label('title'),
    subtitle: label('subtitle'),
    corner: [
      field('number', text(record.TransactionNo)),
      field('date', documentDate(record.WithdrawDateStart ?? approvedAt ?? record.EndDateTime, locale)),
    ],
    sections: [
      {
        title: label('payee'),
        fields: [
          field('payee_name', partner.name),
          field('tax_id', partner.taxId && formatThaiId(partner.taxId)),
          field('branch', branchText(partner.branch, translate)),
        ],
      },
      {
        title: label('account'),
        fields: [
          field('bank', account.bankName),
          field('account_name', account.accountName),
          field('account_number', account.accountNumber),
        ],
      },
      {
        title: label('approval'),
        fields: [
          field('type', typeName),
          field('status', text(input.statusName)),
          field('requested_at', documentDateTime(record.StartDateTime, locale)),
          field('verifier', verifier),
          field('approver', approver),
          field('approved_at', documentDateTime(approvedAt, locale)),
          field('transfer_days', transferDays),
          field('completed_at', documentDateTime(record.EndDateTime, locale)),
        ],
      },
    ],
    items: {
      headers: [label('item'), label('amount')],
      rows,
      totalLabel: label('total'),
      total: total === undefined ? NONE : formatMoney(total),
    },
    amountInWords: { label: label('in_words'), value: bahtText(total) ?? NONE },
    signatures: [
      { role: label('prepared_by'), name: text(input.printedBy) },
      // Four eyes: the first person signs too, beside the second.
      ...(text(input.people?.verifier)
        ? [{ role: label('verified_by'), name: text(input.people?.verifier) }]
        : []),
      {
        role: label('approved_by'),
        name: approver,
        date: approvedAt && `${label('date')} ${documentDate(approvedAt, locale) ?? NONE}`,
      },
      { role: label('received_by') },
    ],
    signHere: label('sign_here'),
    dateHere: label('date'),
    footer: translate(`${TEXTS}.printed_at`, {
      date: documentDateTime(input.printedAt, locale) ?? NONE,
    }),
    pageLabel: (page, pages) => translate(`${TEXTS}.page`, { page, pages }),
    language: locale,
  };
}
