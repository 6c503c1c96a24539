/**
 * The reports' texts in the interface language, from the translations (pure: the screen passes
 * react-admin's `translate`, the tests the app's own i18n provider).
 */
import type { TranslateFunction } from 'react-admin';
import { documentDate, documentDateTime } from '../shared/files/documents/documentDates';
import { ORDER_STATUSES } from '../shared/domain/orders/orderStatus';
import { ORDER_STATUS_TEXTS } from '../shared/domain/orders/orderStatus';
import { PAY_OUT_TYPES } from '../shared/finance/transactionTypes';
import { formatThaiId } from '../../api/thaiId';
import { formatCount, formatMoney } from '../../i18n/format';
import { taxBranchText } from '../shared/files/documents/taxBranch';
import { documentDays } from '../shared/files/documents/documentDates';
import { DISCOUNT_FIELDS, FEE_FIELDS, type FinanceLabels, type ReportSupplier } from './financeReportModel';
import type { OrdersLabels } from './ordersReportModel';
import type { PdfLabels } from './reportModel';

const TEXTS = 'resources.reports';

/** What every report has: its title for the month, the filter lines, the day and total headers. */
function commonLabels(
  translate: TranslateFunction,
  kind: 'finance' | 'orders',
  monthLabel: string,
  filterLines: string[],
) {
  return {
    title: translate(`${TEXTS}.${kind}.title`, { month: monthLabel }),
    filterLines,
    day: translate(`${TEXTS}.common.day`),
    total: translate(`${TEXTS}.common.total`),
  };
}

/**
 * The finance report's labels; the pay-out types and money fields are named as the finance lists
 * name them. A supplier's report says whose it is (name, tax id, tax branch: "—" for what its
 * record lacks) and lists its withdrawals with their approver and transfer days, in `locale`.
 */
export function financeLabels(
  translate: TranslateFunction,
  monthLabel: string,
  supplier?: ReportSupplier,
  locale = 'th',
): FinanceLabels {
  const text = (key: string) => translate(`${TEXTS}.finance.${key}`);
  const none = '—';
  const branch = taxBranchText(supplier?.branch, {
    headOffice: translate(`${TEXTS}.common.head_office`),
    branchNo: (no) => translate(`${TEXTS}.common.branch_no`, { no }),
  });
  const supplierLines = supplier
    ? [
        translate(`${TEXTS}.common.supplier`, { name: supplier.name }),
        translate(`${TEXTS}.common.tax_id`, { tax_id: supplier.taxId ? formatThaiId(supplier.taxId) : none }),
        translate(`${TEXTS}.common.branch`, { branch: branch ?? none }),
      ]
    : [];
  return {
    ...commonLabels(translate, 'finance', monthLabel, supplierLines),
    payIns: text('pay_ins'),
    received: text('received'),
    notReceived: text('not_received'),
    payOuts: text('pay_outs'),
    paidOut: text('paid_out'),
    fees: text('fees'),
    feeTotal: text('fee_total'),
    discounts: text('discounts'),
    discountTotal: text('discount_total'),
    netSection: text('net_section'),
    net: text('net'),
    payInCount: text('pay_in_count'),
    payOutCount: text('pay_out_count'),
    netColumn: text('net_column'),
    unplaced: (codes) =>
      translate(`${TEXTS}.finance.unplaced`, {
        count: formatCount(codes.reduce((sum, code) => sum + code.count, 0)),
        amount: formatMoney(codes.reduce((sum, code) => sum + code.amount, 0)),
        codes: codes
          .map((code) => `${code.code || translate(`${TEXTS}.finance.no_code`)} (${formatCount(code.count)})`)
          .join(', '),
      }),
    types: Object.fromEntries(
      PAY_OUT_TYPES.map((type) => [type, translate(`resources.transactions.types.${type}`)]),
    ) as FinanceLabels['types'],
    money: Object.fromEntries(
      [...FEE_FIELDS, ...DISCOUNT_FIELDS].map((field) => [
        field,
        translate(`resources.transactions.fields.${field}`),
      ]),
    ) as FinanceLabels['money'],
    ...(supplier
      ? {
          withdrawals: {
            title: text('withdrawals'),
            line: (withdrawal) =>
              translate(`${TEXTS}.finance.withdrawal_line`, {
                no: withdrawal.TransactionNo,
                type: translate(`resources.transactions.types.${withdrawal.TransactionTypeCode}`, {
                  _: withdrawal.TransactionTypeCode,
                }),
                approver: withdrawal.approver ?? none,
                days: documentDays(withdrawal.WithdrawDateStart, withdrawal.WithdrawDateEnd, locale) ?? none,
              }),
          },
        }
      : {}),
  };
}

/** The orders report's labels; the statuses are named as the order list names them. */
export function ordersLabels(
  translate: TranslateFunction,
  monthLabel: string,
  status?: string,
): OrdersLabels {
  const text = (key: string) => translate(`${TEXTS}.orders.${key}`);
  const statusName = (code: string) => translate(`${ORDER_STATUS_TEXTS}.${code}`);
  return {
    ...commonLabels(
      translate,
      'orders',
      monthLabel,
      status ? [translate(`${TEXTS}.common.status`, { status: statusName(status) })] : [],
    ),
    statuses: text('statuses'),
    totals: text('totals'),
    all: text('all'),
    gross: text('gross'),
    count: text('count'),
    statusNames: Object.fromEntries(
      ORDER_STATUSES.map((code) => [code, statusName(code)]),
    ) as OrdersLabels['statusNames'],
  };
}

/** The PDF's own lines: when it was printed, "n records", "page n / m", the days in the Buddhist era. */
export function pdfLabels(translate: TranslateFunction, locale: string, printedAt: Date): PdfLabels {
  return {
    generatedAt: translate(`${TEXTS}.common.generated_at`, { date: documentDateTime(printedAt, locale) }),
    items: (count) => translate(`${TEXTS}.common.items`, { count }),
    page: (page, pages) => translate(`${TEXTS}.common.page`, { page, pages }),
    empty: translate('ra.navigation.no_results'),
    language: locale,
    dayText: (day) => documentDate(day, locale) ?? day,
  };
}
