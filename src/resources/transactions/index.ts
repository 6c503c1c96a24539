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
  menu: [
    {
      key: 'finance-payin',
      section: 'finance',
      path: '/finance',
      title: { th: 'รายการเงินเข้า (Pay-in)', en: 'Pay-in' },
      icon: 'mdi-cash-plus',
    },
    {
      key: 'finance-order',
      section: 'finance',
      path: '/finance/ordertransaction',
      title: { th: 'ธุรกรรมคำสั่งซื้อ', en: 'Order Transactions' },
      icon: 'mdi-swap-horizontal',
    },
  ],
  access: byMenuEntry('/finance', '/finance/ordertransaction'),
  oldPaths: { '/finance': statement, '/finance/ordertransaction': statement },
  texts: textsWith('payInNames'),
  data: () => import('./transactionData').then((module) => module.payInData),
  listOpensWith: { sort: { field: 'StartDateTime', order: 'DESC' } },
  screens: { list: () => import('./PayInList') },
  readOnly: true,
  recordRepresentation: 'TransactionNo',
  // The statement call has no transaction-number parameter: its order number finds it (docs/api.md).
  search: { filter: 'OrderNo', field: 'OrderNo', opens: 'list' },
});

/** Pay-out (type PO): withdrawals (WD, WDA) with their approval, cancellations and refunds. */
export const payOuts = defineResource({
  name: 'pay-outs',
  menu: [
    {
      key: 'finance-payout',
      section: 'finance',
      path: '/finance/transactionout',
      title: { th: 'รายการเงินออกและการถอนเงิน', en: 'Pay-out & Withdrawals' },
      icon: 'mdi-cash-minus',
    },
  ],
  access: byMenuEntry('/finance/transactionout'),
  oldPaths: { '/finance/transactionout': statement },
  texts: textsWith('payOutNames'),
  data: () => import('./transactionData').then((module) => module.payOutData),
  listOpensWith: { sort: { field: 'StartDateTime', order: 'DESC' } },
  screens: { list: () => import('./PayOutList') },
  recordRepresentation: 'TransactionNo',
  // Who decided a withdrawal, and who verified it (docs/api.md, "Record history").
  history: true,
  // Withdrawals waiting for a decision: config.json's `workflow.withdrawal.waiting`.
  queue: {
    path: '/finance/transactionout',
    field: 'TransactionStatusCode',
    waiting: 'withdrawal',
    // Sorted by the statement's `SortBy` (its ascending twin assumed, docs/api.md).
    since: 'StartDateTime',
    sinceSorted: true,
  },
  // Deciding a withdrawal moves money: the password again (api/sudo.ts).
  sudo: ['PUT Transaction/withdraw'],
  search: { filter: 'OrderNo', field: 'OrderNo', opens: 'list' },
});

/**
 * Data only: the whole statement, every type (finance views, reports, the dashboard). Its demo
 * serves the finance service for the pay-in and pay-out lists too.
 */
export const transactions = defineResource({
  name: 'transactions',
  menu: [
    {
      key: 'finance',
      path: '',
      title: { th: 'การเงิน', en: 'Finance' },
      icon: 'mdi-cash-multiple',
    },
    {
      key: 'finance-fee',
      section: 'finance',
      path: '/finance/fee',
      title: { th: 'ตั้งค่าค่าธรรมเนียม', en: 'Fee Settings' },
      icon: 'mdi-percent',
    },
    {
      key: 'finance-shipping',
      section: 'finance',
      path: '/finance/shipping',
      title: { th: 'ค่าขนส่ง', en: 'Shipping Fees' },
      icon: 'mdi-truck-delivery',
    },
    {
      key: 'finance-promotion',
      section: 'finance',
      path: '/finance/promotion',
      title: { th: 'ค่าใช้จ่ายโปรโมชัน', en: 'Promotion Costs' },
      icon: 'mdi-sale',
    },
    {
      key: 'finance-ws-income',
      section: 'finance',
      path: '/finance/ws-income',
      title: { th: 'รายได้ผู้ขายส่ง', en: 'Wholesaler Income' },
      icon: 'mdi-cash-check',
    },
  ],
  access: byMenuEntry('/finance', '/finance/transactionout'),
  texts: textsWith('transactionNames'),
  data: () => import('./transactionData').then((module) => module.allTransactionData),
  demo: () => import('./demo'),
  // The finance views over the statement, each on its old path, each for its menu entry's roles.
  routes: [
    {
      path: '/finance/fee',
      access: byMenuEntry('/finance/fee'),
      readOnly: true,
      screen: () => import('./FinanceView').then((module) => ({ default: module.FeeView })),
    },
    {
      path: '/finance/promotion',
      access: byMenuEntry('/finance/promotion'),
      readOnly: true,
      screen: () => import('./FinanceView').then((module) => ({ default: module.PromotionView })),
    },
    {
      path: '/finance/shipping',
      access: byMenuEntry('/finance/shipping'),
      readOnly: true,
      screen: () => import('./FinanceView').then((module) => ({ default: module.ShippingView })),
    },
    {
      path: '/finance/ws-income',
      access: byMenuEntry('/finance/ws-income'),
      readOnly: true,
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
