import type { RaRecord } from 'react-admin';
import type { WorkflowConfig } from '../../../config/config';
import type { MoneyField } from '../domain/finance/money';
import { everyDay, groupMoney, periodOf, type Bucket, type Period } from './statement';
import { PAY_IN } from './transactionTypes';

export type FinanceViewName = 'fee' | 'promotion' | 'shipping' | 'ws-income';

export interface FinanceViewSpec {
  name: FinanceViewName;
  path: string;
  fields: readonly MoneyField[];
  perSupplier: boolean;
}

/** Each adds up money of the successful pay-ins, what the marketplace actually took in. */
export const FINANCE_VIEWS: Record<FinanceViewName, FinanceViewSpec> = {
  fee: { name: 'fee', path: '/finance/fee', fields: ['ServiceCharges', 'PaymentFee'], perSupplier: false },
  promotion: {
    name: 'promotion',
    path: '/finance/promotion',
    fields: ['ProductDiscount', 'ShippingDiscount'],
    perSupplier: false,
  },
  shipping: { name: 'shipping', path: '/finance/shipping', fields: ['ShippingFee'], perSupplier: false },
  'ws-income': { name: 'ws-income', path: '/finance/ws-income', fields: ['Amount'], perSupplier: true },
};

export const viewFilter = (
  start: string,
  end: string,
  workflow: Pick<WorkflowConfig, 'payment'>,
  supplierId?: string,
) => ({
  TransactionTypeCode: PAY_IN,
  TransactionStatusCode: workflow.payment.succeeded,
  StartDate: start,
  EndDate: end,
  ...(supplierId ? { SupplierId: supplierId } : {}),
});

export function viewSeries(rows: readonly RaRecord[], period: Period, start: string, end: string): Bucket[] {
  const buckets = groupMoney(rows, (row) => periodOf(row.StartDateTime, period));
  return period === 'day' ? everyDay(buckets, start, end) : buckets;
}

export const perSupplier = (rows: readonly RaRecord[]): Bucket[] =>
  groupMoney(rows, (row) => String(row.SupplierId ?? '')).sort(
    (a, b) => b.totals.Amount - a.totals.Amount || (a.key < b.key ? -1 : 1),
  );
