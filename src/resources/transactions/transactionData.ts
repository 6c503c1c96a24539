import type { GetListParams, GetListResult } from 'react-admin';
import { toPage } from '../../api/envelope';
import { asHttpError } from '../../api/http';
import { listQuery, withId, type ResourceDescription, type WireRecord } from '../../providers/dataEngine';
import { MONEY_FIELDS, sumMoney, type MoneyTotals } from '../shared/domain/finance/money';

/** "No supplier" or "no grocery" on a transaction (docs/requirements.md, "Finance"). */
export const NO_PARTNER = '00000000-0000-0000-0000-000000000000';

export { PAY_IN, PAY_OUT, PAY_OUT_TYPES, WITHDRAWAL_TYPES } from '../shared/finance/transactionTypes';
import { PAY_IN, PAY_OUT, PAY_OUT_TYPES } from '../shared/finance/transactionTypes';

/** The demo's codes (docs/api.md): the screens read config.json's `workflow.withdrawal`, never these. */
export const WAITING_APPROVAL = 'WAITING_APPROVAL';
export const APPROVED = 'APPROVED';
export const REJECTED = 'REJECTED';
/** Verified by one person, waiting for a second (docs/api.md, "Four eyes on money out"). */
export const VERIFIED = 'VERIFIED';
/**
 * The demo finance service's own four-eyes limit in baht: above it (or with no amount to read) it
 * refuses a one-person approval. The service's, not config.json's: a page's config can be changed
 * by whoever holds the page; the shipped config says the same (its test compares them).
 */
export const DEMO_FOUR_EYES_ABOVE = 50_000;
export const WITHDRAWAL_DECISIONS = [APPROVED, REJECTED] as const;

/** Personal data of the transaction's partner (UserDetails); Email and Phoneno encrypted. */
export interface UserDetailsWire {
  Id: string;
  Name: string;
  ContactName: string;
  ProvinceName: string;
  Email: string;
  Phoneno: string;
  Iv: string;
  [field: string]: unknown;
}

/** The bank account money goes to (BankDetails); number and name encrypted. */
export interface BankDetailsWire {
  AccountNumber: string;
  AccountName: string;
  BankName: string;
  LogoImgUrl: string;
  BranchCode: string;
  NameForFinance: string;
  Iv: string;
}

export interface TransactionWire extends MoneyTotals {
  StatementTransactionId: number;
  GroceryId: string;
  SupplierId: string;
  GroceryBankAccId: number | null;
  SupplierBankAccId: number | null;
  OrderNo: string;
  OrderID: number | null;
  TransactionNo: string;
  TransactionStatusTitle: string;
  TransactionStatusCode: string;
  TransactionType: string;
  TransactionTypeCode: string;
  StartDateTime: string;
  EndDateTime: string;
  WithdrawDateStart?: string | null;
  WithdrawDateEnd?: string | null;
  /** Assumed, spelt as config.json's `documents` says (docs/api.md, "Finance documents"). */
  ApprovedBy?: string | null;
  ApprovedDateTime?: string | null;
  UserDetails?: UserDetailsWire | null;
  BankDetails?: BankDetailsWire | null;
}

/** Null, so no screen looks "nobody" up. */
const partnerId = (value: unknown) => (value === NO_PARTNER || value === '' ? null : value);

/** The spec gives these no default, unlike fees and discounts. */
const OWN_AMOUNTS: readonly string[] = ['Amount', 'GrandtotalAmount'];

function amountOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A missing amount is shown as such, never as ฿0.00. */
export const hasAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const missingAmounts = (rows: readonly Record<string, unknown>[]) =>
  rows.filter((row) => OWN_AMOUNTS.some((field) => !hasAmount(row[field]))).length;

/** Fees and discounts left out are 0 (docs/api.md); a missing amount stays null, never ฿0.00. */
export function transactionFromWire(wire: WireRecord): WireRecord {
  const money = Object.fromEntries(
    MONEY_FIELDS.map((field) => {
      const value = amountOf(wire[field]);
      return [field, value ?? (OWN_AMOUNTS.includes(field) ? null : 0)];
    }),
  );
  return { ...wire, ...money, GroceryId: partnerId(wire.GroceryId), SupplierId: partnerId(wire.SupplierId) };
}

/** The whole filter's sums, when the answer carries the assumed `Summary` (docs/api.md). */
export function summaryOf(payload: unknown): MoneyTotals | undefined {
  const asRecord = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const outer = asRecord(payload);
  const summary = asRecord(outer?.Summary) ?? asRecord(asRecord(outer?.Data)?.Summary);
  return summary ? sumMoney([summary]) : undefined;
}

export const dayStart = (day: unknown) => (day ? `${String(day)}T00:00:00` : undefined);
export const dayEnd = (day: unknown) => (day ? `${String(day)}T23:59:59` : undefined);

export const TRANSACTIONS_PATH = 'Transaction/bo-transactions';
export const WITHDRAW_PATH = 'Transaction/withdraw';

/** The sort the spec gives; its ascending twin is assumed (docs/api.md). */
export const sortByOf = (params: Pick<GetListParams, 'sort'>) =>
  params.sort?.order === 'ASC' ? 'TRANSACTIONSTARTDATETIME_ASC' : 'TRANSACTIONSTARTDATETIME_DESC';

const LIST_SPEC = {
  path: TRANSACTIONS_PATH,
  paging: 'Page/PageSize',
  filters: {
    GroceryId: 'GroceryId',
    SupplierId: 'SupplierId',
    OrderNo: 'OrderNo',
    TransactionStatusCode: 'TransactionStatusCode',
  },
} as const;

type TransactionKind = typeof PAY_IN | typeof PAY_OUT | 'ALL';

/** The type is fixed (pay-in), narrowed to a sub-type (pay-out), or the filter's (every transaction). */
export function transactionQuery(kind: TransactionKind, params: GetListParams) {
  const filter = params.filter ?? {};
  const subType = kind === PAY_OUT && PAY_OUT_TYPES.includes(filter.SubType) ? filter.SubType : undefined;
  return {
    ...listQuery(LIST_SPEC, params),
    TransactionTypeCode: kind === 'ALL' ? filter.TransactionTypeCode : (subType ?? kind),
    SortBy: sortByOf(params),
    StartDateTime: dayStart(filter.StartDate),
    EndDateTime: dayEnd(filter.EndDate),
  };
}

export function transactionData(kind: TransactionKind): ResourceDescription {
  return {
    service: 'finance',
    idField: 'StatementTransactionId',
    fromWire: transactionFromWire,
    getList: async ({ http }, params): Promise<GetListResult> => {
      try {
        const payload = await http.request('finance', TRANSACTIONS_PATH, {
          query: transactionQuery(kind, params),
          signal: params.signal,
        });
        const page = toPage<WireRecord>(payload);
        const data = page.data.map((record) => withId(transactionFromWire(record), 'StatementTransactionId'));
        return { data, total: page.total, meta: { summary: summaryOf(payload) } };
      } catch (error) {
        throw asHttpError(error);
      }
    },
    ...(kind === PAY_OUT
      ? {
          update: {
            method: 'PUT' as const,
            path: WITHDRAW_PATH,
            body: ({ id, data }) => ({
              StatementTransactionId: id,
              WithdrawDateStart: data.WithdrawDateStart,
              WithdrawDateEnd: data.WithdrawDateEnd,
              TransactionStatusCode: data.TransactionStatusCode,
            }),
          },
        }
      : {}),
  };
}

export const allTransactionData = transactionData('ALL');
export const payInData = transactionData(PAY_IN);
export const payOutData = transactionData(PAY_OUT);

export const transactionStatusData: ResourceDescription = {
  service: 'finance',
  idField: 'Code',
  getList: { path: 'Transaction/TransactionStatus' },
};
