/**
 * The monthly finance report (spec `/report`): what came in, what went out and what is left, from
 * the finance statement of a month. Pure: rows and labels in, the report out.
 */
import type { RaRecord } from 'react-admin';
import { awaitingCodes, DEFAULT_CONFIG, type DocumentFields, type WorkflowConfig } from '../../config/config';
import { bahtText } from '../shared/files/documents/bahtText';
import { round2, sumMoney, type MoneyField, type MoneyTotals } from '../shared/domain/finance/money';
import { sumOf } from '../shared/finance/statement';
import { PAY_IN, PAY_OUT_TYPES, WITHDRAWAL_TYPES } from '../shared/finance/transactionTypes';
import {
  countAndAmount,
  rowsByDay,
  type CountAndAmount,
  type FigureColumn,
  type MonthReport,
} from './reportModel';
import type { MonthDays } from './reportMonth';

export type PayOutType = (typeof PAY_OUT_TYPES)[number];

export const FEE_FIELDS = [
  'ServiceCharges',
  'ShippingFee',
  'PaymentFee',
] as const satisfies readonly MoneyField[];
export const DISCOUNT_FIELDS = [
  'ProductDiscount',
  'ShippingDiscount',
] as const satisfies readonly MoneyField[];
type FeeOrDiscount = (typeof FEE_FIELDS)[number] | (typeof DISCOUNT_FIELDS)[number];

/**
 * What the report must know of the server's status codes (config.json `workflow`, docs/api.md): a
 * pay-in is money received once its status is `payment.succeeded`; a pay-out counts once it is
 * paid (`payment.succeeded`) or approved (`withdrawal.approved`). Pending, failed, waiting or
 * rejected ones do not.
 */
type FinanceCodes = Pick<WorkflowConfig, 'payment' | 'withdrawal'>;

/** The figures of one day, or of the whole month. */
export interface FinanceFigures {
  /** `YYYY-MM-DD`; empty for the month. */
  day: string;
  /** Successful pay-ins: their number and grand total. */
  received: CountAndAmount;
  /** The money of the successful pay-ins, field by field: their fees and discounts. */
  receivedMoney: MoneyTotals;
  /** Counted pay-outs of each sub-type. */
  payOuts: Record<PayOutType, CountAndAmount>;
  /** Every counted pay-out. */
  paidOut: CountAndAmount;
  /** Received less paid out. */
  net: number;
}

/** A withdrawal counted in the month, as the report lists it: who approved it and its transfer days. */
export interface WithdrawalLine {
  TransactionNo: string;
  TransactionTypeCode: string;
  /** The grand total; undefined when the server sent none. */
  amount?: number;
  approver?: string;
  approvedAt?: string;
  WithdrawDateStart?: string;
  WithdrawDateEnd?: string;
}

export interface FinanceMonth {
  month: string;
  /** The counted withdrawals (WD, WDA) of the month, in the statement's order. */
  withdrawals: WithdrawalLine[];
  days: FinanceFigures[];
  total: FinanceFigures;
  /** Pay-ins not received (pending or failed): their number and grand total. */
  notReceived: CountAndAmount;
  /** Transactions of the month, of every type and status. */
  records: number;
  /** Status codes of the month that no `workflow` key places: counted in no figure, named in a warning. */
  unplaced: UnplacedCode[];
}

/** A status code no `workflow` key places, with the transactions of the month that carry it. */
export interface UnplacedCode {
  code: string;
  count: number;
  /** Their grand total. */
  amount: number;
}

/** The codes the configuration places (paid, not paid, waiting, verified, approved, rejected). */
const placedCodes = (codes: FinanceCodes) =>
  new Set([
    codes.payment.succeeded,
    ...codes.payment.unpaid,
    ...awaitingCodes(codes.withdrawal),
    codes.withdrawal.approved,
    codes.withdrawal.rejected,
  ]);

/**
 * The status codes among `rows` that no `workflow` key places, each with its count and amount: a
 * deployment whose services spell "paid" otherwise would get a report of zeros that looks right.
 */
export function unplacedCodes(rows: readonly RaRecord[], codes: FinanceCodes): UnplacedCode[] {
  const placed = placedCodes(codes);
  const found = new Map<string, RaRecord[]>();
  for (const row of rows) {
    const code = String(row.TransactionStatusCode ?? '');
    if (placed.has(code)) continue;
    found.set(code, [...(found.get(code) ?? []), row]);
  }
  return [...found].map(([code, coded]) => ({ code, ...countAndAmount(coded) }));
}

/**
 * The supplier a finance report is of: its name, and its tax id and tax branch as its record
 * gives them (the branch under config.json `documents.branchField`), printed under the title.
 */
export interface ReportSupplier {
  id: string;
  name: string;
  taxId?: string;
  branch?: string;
}

/** What the statement is asked for: every transaction of the month, of one supplier when chosen. */
export function financeFilter(days: MonthDays, supplierId?: string): Record<string, string> {
  return { StartDate: days.start, EndDate: days.end, ...(supplierId ? { SupplierId: supplierId } : {}) };
}

const isPayIn = (row: RaRecord) => row.TransactionTypeCode === PAY_IN;
const isReceived = (row: RaRecord, codes: FinanceCodes) =>
  isPayIn(row) && String(row.TransactionStatusCode) === codes.payment.succeeded;
const isCountedPayOut = (row: RaRecord, codes: FinanceCodes) =>
  (PAY_OUT_TYPES as readonly string[]).includes(String(row.TransactionTypeCode)) &&
  [codes.payment.succeeded, codes.withdrawal.approved].includes(String(row.TransactionStatusCode));

function figuresOf(day: string, rows: readonly RaRecord[], codes: FinanceCodes): FinanceFigures {
  const received = rows.filter((row) => isReceived(row, codes));
  const receivedMoney = sumMoney(received);
  const counted = rows.filter((row) => isCountedPayOut(row, codes));
  const paidOut = countAndAmount(counted);
  const payOuts = Object.fromEntries(
    PAY_OUT_TYPES.map((type) => [
      type,
      countAndAmount(counted.filter((row) => row.TransactionTypeCode === type)),
    ]),
  ) as Record<PayOutType, CountAndAmount>;
  return {
    day,
    received: { count: received.length, amount: receivedMoney.GrandtotalAmount },
    receivedMoney,
    payOuts,
    paidOut,
    net: round2(receivedMoney.GrandtotalAmount - paidOut.amount),
  };
}

const textOf = (value: unknown) => {
  const written = value === null || value === undefined ? '' : String(value).trim();
  return written === '' ? undefined : written;
};

/** A counted withdrawal as the report lists it, its approver read under the configured spelling. */
function withdrawalLine(row: RaRecord, fields: ApproverFields): WithdrawalLine {
  const amount = Number(row.GrandtotalAmount);
  return {
    TransactionNo: String(row.TransactionNo ?? ''),
    TransactionTypeCode: String(row.TransactionTypeCode ?? ''),
    amount: row.GrandtotalAmount === null || !Number.isFinite(amount) ? undefined : amount,
    approver: textOf(row[fields.approverField]),
    approvedAt: textOf(row[fields.approvedAtField]),
    WithdrawDateStart: textOf(row.WithdrawDateStart),
    WithdrawDateEnd: textOf(row.WithdrawDateEnd),
  };
}

/** Where the server writes who approved a withdrawal and when (config.json `documents`). */
type ApproverFields = Pick<DocumentFields, 'approverField' | 'approvedAtField'>;

/** The month's figures, in total and day by day (by each transaction's `StartDateTime`). */
export function financeMonth(
  rows: readonly RaRecord[],
  days: MonthDays,
  codes: FinanceCodes,
  fields: ApproverFields = DEFAULT_CONFIG.documents,
): FinanceMonth {
  const byDay = rowsByDay(rows, days, (row) => row.StartDateTime);
  const inMonth = [...byDay.values()].flat();
  return {
    month: days.month,
    withdrawals: inMonth
      .filter(
        (row) => WITHDRAWAL_TYPES.includes(String(row.TransactionTypeCode)) && isCountedPayOut(row, codes),
      )
      .map((row) => withdrawalLine(row, fields)),
    days: [...byDay].map(([day, dayRows]) => figuresOf(day, dayRows, codes)),
    total: figuresOf('', inMonth, codes),
    notReceived: countAndAmount(
      inMonth.filter(
        (row) => isPayIn(row) && codes.payment.unpaid.includes(String(row.TransactionStatusCode)),
      ),
    ),
    records: inMonth.length,
    unplaced: unplacedCodes(inMonth, codes),
  };
}

export interface FinanceLabels {
  title: string;
  filterLines: string[];
  day: string;
  total: string;
  payIns: string;
  received: string;
  notReceived: string;
  payOuts: string;
  paidOut: string;
  fees: string;
  feeTotal: string;
  discounts: string;
  discountTotal: string;
  netSection: string;
  net: string;
  payInCount: string;
  payOutCount: string;
  netColumn: string;
  /** The pay-out sub-types' names. */
  types: Record<PayOutType, string>;
  /** The fees' and discounts' names. */
  money: Record<FeeOrDiscount, string>;
  /**
   * The withdrawals' section (a supplier's report): its title and each one's line, with its
   * approver and transfer days. Without it, the report lists none (a month of every supplier
   * would list hundreds).
   */
  withdrawals?: { title: string; line: (withdrawal: WithdrawalLine) => string };
  /** The warning about codes no `workflow` key places (counted in no figure). */
  unplaced: (codes: UnplacedCode[]) => string;
}

/** The report of a month: the summary, the per-day table and the file name. */
export function financeReport(month: FinanceMonth, labels: FinanceLabels): MonthReport<FinanceFigures> {
  const { total } = month;
  const moneyLines = (fields: readonly FeeOrDiscount[], totalLabel: string) => [
    ...fields.map((field) => ({ label: labels.money[field], amount: total.receivedMoney[field] })),
    { label: totalLabel, amount: sumOf(total.receivedMoney, fields) },
  ];
  const moneyColumns = (fields: readonly FeeOrDiscount[]): FigureColumn<FinanceFigures>[] =>
    fields.map((field) => ({
      header: labels.money[field],
      kind: 'money',
      value: (day) => day.receivedMoney[field],
      shown: false,
    }));
  return {
    title: labels.title,
    filterLines: labels.filterLines,
    sections: [
      {
        title: labels.payIns,
        lines: [
          { label: labels.received, ...total.received, words: bahtText(total.received.amount) },
          { label: labels.notReceived, ...month.notReceived },
        ],
      },
      {
        title: labels.payOuts,
        lines: [
          ...PAY_OUT_TYPES.map((type) => ({ label: labels.types[type], ...total.payOuts[type] })),
          { label: labels.paidOut, ...total.paidOut, words: bahtText(total.paidOut.amount) },
        ],
      },
      { title: labels.fees, lines: moneyLines(FEE_FIELDS, labels.feeTotal) },
      { title: labels.discounts, lines: moneyLines(DISCOUNT_FIELDS, labels.discountTotal) },
      {
        title: labels.netSection,
        lines: [{ label: labels.net, amount: total.net, words: bahtText(total.net) }],
      },
      ...(labels.withdrawals && month.withdrawals.length > 0
        ? [
            {
              title: labels.withdrawals.title,
              lines: month.withdrawals.map((withdrawal) => ({
                label: labels.withdrawals!.line(withdrawal),
                amount: withdrawal.amount,
                words: bahtText(withdrawal.amount),
              })),
            },
          ]
        : []),
    ],
    dayHeader: labels.day,
    totalLabel: labels.total,
    days: month.days,
    total,
    columns: [
      { header: labels.payInCount, kind: 'count', value: (day) => day.received.count, shown: true },
      { header: labels.received, kind: 'money', value: (day) => day.received.amount, shown: true },
      ...moneyColumns(FEE_FIELDS),
      ...moneyColumns(DISCOUNT_FIELDS),
      ...PAY_OUT_TYPES.map((type): FigureColumn<FinanceFigures> => ({
        header: labels.types[type],
        kind: 'money',
        value: (day) => day.payOuts[type].amount,
        shown: false,
      })),
      { header: labels.payOutCount, kind: 'count', value: (day) => day.paidOut.count, shown: false },
      { header: labels.paidOut, kind: 'money', value: (day) => day.paidOut.amount, shown: true },
      { header: labels.netColumn, kind: 'money', value: (day) => day.net, shown: true },
    ],
    fileName: `finance-report-${month.month}`,
    empty: month.records === 0,
    warnings: month.unplaced.length > 0 ? [labels.unplaced(month.unplaced)] : [],
  };
}
