import { byMenuEntry, defineResource, everySignedInUser, type OldPathRule } from '../../registry/definition';

/** `Transaction/bo-transactions`' parameters as the pay-in and pay-out lists' filters (docs/deploying.md). */
const statement = {
  to: 'list',
  filter: {
    OrderNo: 'OrderNo',
    TransactionStatusCode: 'TransactionStatusCode',
    SupplierId: 'SupplierId',
    GroceryId: 'GroceryId',
    StartDateTime: { field: 'StartDate', value: 'date' },
    EndDateTime: { field: 'EndDate', value: 'date' },
  },
} as const satisfies OldPathRule;

const textsWith = (names: 'payInNames' | 'payOutNames' | 'transactionNames') => ({
  th: () => import('./texts.th').then((module) => ({ default: { ...module.default, ...module[names] } })),
  en: () => import('./texts.en').then((module) => ({ default: { ...module.default, ...module[names] } })),
});

/** Pay-in (type PAID, docs/requirements.md, "Finance"): what grocery stores paid for their orders. */
export const payIns = defineResource({
  name: 'pay-ins',
  access: byMenuEntry('/finance', '/finance/ordertransaction'),
  oldPaths: { '/finance': statement, '/finance/ordertransaction': statement },
  texts: textsWith('payInNames'),
  data: () => import('./transactionData').then((module) => module.payInData),
  listOpensWith: { sort: { field: 'StartDateTime', order: 'DESC' } },
  screens: { list: () => import('./PayInList') },
  recordRepresentation: 'TransactionNo',
});

/** Pay-out (type PO): withdrawals (WD, WDA) with their approval, cancellations and refunds. */
export const payOuts = defineResource({
  name: 'pay-outs',
  access: byMenuEntry('/finance/transactionout'),
  oldPaths: { '/finance/transactionout': statement },
  texts: textsWith('payOutNames'),
  data: () => import('./transactionData').then((module) => module.payOutData),
  listOpensWith: { sort: { field: 'StartDateTime', order: 'DESC' } },
  screens: { list: () => import('./PayOutList') },
  recordRepresentation: 'TransactionNo',
});

/**
 * Data only: the whole statement, every type (finance views, reports, the dashboard). Its demo
 * serves the finance service for the pay-in and pay-out lists too.
 */
export const transactions = defineResource({
  name: 'transactions',
  access: byMenuEntry('/finance', '/finance/transactionout'),
  texts: textsWith('transactionNames'),
  data: () => import('./transactionData').then((module) => module.allTransactionData),
  demo: () => import('./demo'),
  // The finance views over the statement, each on its old path, each for its menu entry's roles.
  routes: [
    {
      path: '/finance/fee',
      access: byMenuEntry('/finance/fee'),
      screen: () => import('./FinanceView').then((module) => ({ default: module.FeeView })),
    },
    {
      path: '/finance/promotion',
      access: byMenuEntry('/finance/promotion'),
      screen: () => import('./FinanceView').then((module) => ({ default: module.PromotionView })),
    },
    {
      path: '/finance/shipping',
      access: byMenuEntry('/finance/shipping'),
      screen: () => import('./FinanceView').then((module) => ({ default: module.ShippingView })),
    },
    {
      path: '/finance/ws-income',
      access: byMenuEntry('/finance/ws-income'),
      screen: () => import('./FinanceView').then((module) => ({ default: module.IncomeView })),
    },
  ],
});

/** Data only: the statuses' codes and names (`Transaction/TransactionStatus`). */
export const transactionStatuses = defineResource({
  name: 'transaction-statuses',
  access: everySignedInUser(),
  data: () => import('./transactionData').then((module) => module.transactionStatusData),
  demo: () => import('./demo').then((module) => ({ default: module.statusesDemo })),
  recordRepresentation: 'Name',
});
