/** A withdrawal's payment voucher (ใบสำคัญจ่าย): nothing made up, a field not sent is "—" (docs/api.md, "Finance documents"). */
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

/** Only for a withdrawal approved or paid: one waiting or rejected pays nothing. */
export function mayPrintVoucher(
  record: RaRecord | undefined,
  workflow: Pick<WorkflowConfig, 'withdrawal' | 'payment'>,
): boolean {
  if (!record || !WITHDRAWAL_TYPES.includes(String(record.TransactionTypeCode ?? ''))) return false;
  const status = String(record.TransactionStatusCode ?? '');
  return status === workflow.withdrawal.approved || status === workflow.payment.succeeded;
}

export interface VoucherPartner {
  name?: string;
  taxId?: string;
  /** As the server wrote it (`00000`, `1`, or a text). */
  branch?: string;
}

/** From the `UserDetails` it carries when they are its supplier's, else from the supplier's record. */
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

export const carriesPartner = (record: RaRecord) => {
  const id = text((record.UserDetails as Record<string, unknown> | null | undefined)?.Id);
  return id !== undefined && id === text(record.SupplierId);
};

const branchText = (branch: string | undefined, translate: TranslateFunction) =>
  taxBranchText(branch, {
    headOffice: translate(`${TEXTS}.head_office`),
    branchNo: (no) => translate(`${TEXTS}.branch_no`, { no }),
  });

export interface VoucherAccount {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
}

/** The number masked unless the user may reveal bank data; a value that does not decrypt is "—", never ciphertext. */
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

/**
 * The account's fields the voucher may show, named from what the record holds and the keys held,
 * before anything is decrypted: the `PRINT` entry is written first, and a value is decrypted only
 * once it stands (a value that then cannot be decrypted is named and left out).
 */
export function accountFieldsOf(
  bank: Record<string, unknown> | null | undefined,
  keys: CryptoKeys | undefined,
  revealBank: boolean,
): string[] {
  if (!bank || !keys) return [];
  return [
    ...(revealBank && text(bank.AccountName) ? ['AccountName'] : []),
    ...(text(bank.AccountNumber) ? ['AccountNumber'] : []),
  ];
}

/** What its `PRINT` log entry names. */
export function personalFieldsOf(partner: VoucherPartner, accountFields: readonly string[]): string[] {
  return [...(partner.taxId ? ['TaxId'] : []), ...accountFields];
}

/** As the history names them (docs/api.md, "Four eyes on money out"). */
export interface VoucherPeople {
  verifier?: string;
  approver?: string;
  /** Who verified is not known, and the voucher says so. */
  unreadable?: boolean;
}

export interface VoucherInput {
  record: RaRecord;
  partner: VoucherPartner;
  account: VoucherAccount;
  fields: DocumentFields;
  people?: VoucherPeople;
  statusName: string;
  printedBy: string;
  printedAt: Date;
  translate: TranslateFunction;
  locale: string;
}

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
