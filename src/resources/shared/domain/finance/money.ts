/**
 * The money of an order or a finance transaction: the amount, three fees, two
 * discounts and the grand total they make. Pure, shared by the lists, the details and the seeds.
 */
export const MONEY_FIELDS = [
  'Amount',
  'ServiceCharges',
  'ShippingFee',
  'PaymentFee',
  'ProductDiscount',
  'ShippingDiscount',
  'GrandtotalAmount',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export type MoneyTotals = Record<MoneyField, number>;

export const isDiscount = (field: MoneyField) => field === 'ProductDiscount' || field === 'ShippingDiscount';

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Grand total = amount + fees - discounts. */
export const grandTotalOf = (money: Omit<MoneyTotals, 'GrandtotalAmount'>) =>
  round2(
    money.Amount +
      money.ServiceCharges +
      money.ShippingFee +
      money.PaymentFee -
      money.ProductDiscount -
      money.ShippingDiscount,
  );

/** The sums of rows' money fields, to two decimals; what is missing or not a number counts 0. */
export function sumMoney(rows: readonly object[]): MoneyTotals {
  const totals = Object.fromEntries(MONEY_FIELDS.map((field) => [field, 0])) as MoneyTotals;
  for (const row of rows)
    for (const field of MONEY_FIELDS) {
      const value = Number((row as Partial<Record<MoneyField, unknown>>)[field] ?? 0);
      if (Number.isFinite(value)) totals[field] += value;
    }
  for (const field of MONEY_FIELDS) totals[field] = round2(totals[field]);
  return totals;
}
