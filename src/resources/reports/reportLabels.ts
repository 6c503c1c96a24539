/**
 * The reports' texts in the interface language, from the translations (pure: the screen passes
 * react-admin's `translate`, the tests the app's own i18n provider).
 */
import type { TranslateFunction } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { ORDER_STATUSES } from '../shared/orders/orderStatus';
import { ORDER_STATUS_TEXTS } from '../shared/orders/orderStatus';
import { PAY_OUT_TYPES } from '../shared/finance/transactionTypes';
import { DISCOUNT_FIELDS, FEE_FIELDS, type FinanceLabels } from './financeReport';
import type { OrdersLabels } from './ordersReport';
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

/** The finance report's labels; the pay-out types and money fields are named as the finance lists name them. */
export function financeLabels(
  translate: TranslateFunction,
  monthLabel: string,
  supplierName?: string,
): FinanceLabels {
  const text = (key: string) => translate(`${TEXTS}.finance.${key}`);
  return {
    ...commonLabels(
      translate,
      'finance',
      monthLabel,
      supplierName ? [translate(`${TEXTS}.common.supplier`, { name: supplierName })] : [],
    ),
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
    types: Object.fromEntries(
      PAY_OUT_TYPES.map((type) => [type, translate(`resources.transactions.types.${type}`)]),
    ) as FinanceLabels['types'],
    money: Object.fromEntries(
      [...FEE_FIELDS, ...DISCOUNT_FIELDS].map((field) => [
        field,
        translate(`resources.transactions.fields.${field}`),
      ]),
    ) as FinanceLabels['money'],
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

/** The PDF's own lines: when it was printed, "n records", "page n / m". */
export function pdfLabels(translate: TranslateFunction, locale: string, printedAt: Date): PdfLabels {
  return {
    generatedAt: translate(`${TEXTS}.common.generated_at`, { date: formatDateTime(printedAt, locale) }),
    items: (count) => translate(`${TEXTS}.common.items`, { count }),
    page: (page, pages) => translate(`${TEXTS}.common.page`, { page, pages }),
    empty: translate('ra.navigation.no_results'),
    language: locale,
  };
}
