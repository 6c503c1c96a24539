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

/** A pay-in counts once paid, a pay-out once paid or approved (docs/api.md). */
type FinanceCodes = Pick<WorkflowConfig, 'payment' | 'withdrawal'>;

/** One day's figures, or the month's (`day` empty). */
export interface FinanceFigures {
  day: string;
  received: CountAndAmount;
  receivedMoney: MoneyTotals;
  payOuts: Record<PayOutType, CountAndAmount>;
  paidOut: CountAndAmount;
  net: number;
}

export interface WithdrawalLine {
  TransactionNo: string;
  TransactionTypeCode: string;
  amount?: number;
  approver?: string;
  approvedAt?: string;
  WithdrawDateStart?: string;
  WithdrawDateEnd?: string;
}

export interface FinanceMonth {
  month: string;
  withdrawals: WithdrawalLine[];
  days: FinanceFigures[];
  total: FinanceFigures;
  notReceived: CountAndAmount;
  records: number;
  unplaced: UnplacedCode[];
}

export interface UnplacedCode {
  code: string;
  count: number;
  amount: number;
}

const placedCodes = (codes: FinanceCodes) =>
  new Set([
    codes.payment.succeeded,
    ...codes.payment.unpaid,
    ...awaitingCodes(codes.withdrawal),
    codes.withdrawal.approved,
    codes.withdrawal.rejected,
  ]);

/** Named in a warning: services that spell "paid" otherwise would get a report of zeros that looks right. */
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

export interface ReportSupplier {
  id: string;
  name: string;
  taxId?: string;
  branch?: string;
}

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

type ApproverFields = Pick<DocumentFields, 'approverField' | 'approvedAtField'>;

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
  types: Record<PayOutType, string>;
  money: Record<FeeOrDiscount, string>;
  /** A supplier's report only: a month of every supplier would list hundreds. */
  withdrawals?: { title: string; line: (withdrawal: WithdrawalLine) => string };
  unplaced: (codes: UnplacedCode[]) => string;
}

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
