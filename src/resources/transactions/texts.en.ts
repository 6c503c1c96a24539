import type { Messages } from '../../registry/definition';

/** The texts of the pay-in and pay-out lists (one statement, two views). */
const texts = {
  fields: {
    StatementTransactionId: 'Statement ID',
    TransactionNo: 'Transaction no.',
    OrderNo: 'Order no.',
    GroceryId: 'Grocery store',
    SupplierId: 'Supplier',
    Amount: 'Amount',
    ServiceCharges: 'Service charge',
    ShippingFee: 'Shipping fee',
    PaymentFee: 'Payment fee',
    ProductDiscount: 'Product discount',
    ShippingDiscount: 'Shipping discount',
    GrandtotalAmount: 'Grand total',
    TransactionStatusCode: 'Status',
    TransactionTypeCode: 'Type',
    SubType: 'Pay-out type',
    StartDateTime: 'Started',
    EndDateTime: 'Ended',
    StartDate: 'From',
    EndDate: 'To',
    WithdrawDateStart: 'Transfer from',
    WithdrawDateEnd: 'Transfer until',
    q: 'Search order no.',
  },
  types: {
    PAID: 'Order payment',
    WD: 'Withdrawal',
    WDA: 'Automatic withdrawal',
    CANCEL: 'Cancellation refund',
    REFUND: 'Refund',
  },
  statuses: {
    PENDING: 'Waiting for payment',
    SUCCESS: 'Successful',
    FAILED: 'Failed',
    WAITING_APPROVAL: 'Waiting for approval',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  },
  details: {
    party: 'Partner',
    bank: 'Receiving account',
    name: 'Name',
    contact: 'Contact',
    province: 'Province',
    Email: 'E-mail',
    Phoneno: 'Phone',
    no_details: 'This transaction carries no partner details',
    looked_up: 'From the partner register',
    no_bank: 'No receiving account',
  },
  withdrawal: {
    decide: 'Decide',
    decide_label: 'Decide on withdrawal %{no}',
    title: 'Withdrawal %{no}',
    summary: '%{name} asks to withdraw %{amount}',
    decision: 'Decision',
    approve: 'Approve',
    reject: 'Reject',
    confirm_approve: 'Approve',
    confirm_reject: 'Reject',
    start_required: 'Enter the first transfer date',
    end_required: 'Enter the last transfer date',
    start_past: 'The first transfer date must not be in the past',
    updated: 'Decision saved',
    failed: 'The decision was not saved: %{message}',
  },
} satisfies Messages;

export default texts;

export const payInNames = { name: 'Pay-in |||| Pay-ins' };
export const payOutNames = { name: 'Pay-out |||| Pay-outs' };
