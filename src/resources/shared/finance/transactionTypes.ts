/** A transaction's `TransactionType` codes (docs/requirements.md, "Finance"). */
/** Pay-in: what grocery stores pay for their orders. */
export const PAY_IN = 'PAID';
/** Pay-out and its sub-types: withdrawals (WD by request, WDA automatic), cancellations and refunds. */
export const PAY_OUT = 'PO';
export const PAY_OUT_TYPES = ['WD', 'WDA', 'CANCEL', 'REFUND'] as const;
export const WITHDRAWAL_TYPES: readonly string[] = ['WD', 'WDA'];
