import { createRandom } from '../../demo/kit/random';
import { MINUTE, parseWire, wireTime } from '../../demo/kit/wallClock';
import { grandTotalOf, round2 } from '../shared/domain/finance/money';
import { PAY_IN, type TransactionWire } from './transactionData';

/** Extra pay-ins are numbered from here, apart from the seed's statement ids (which count from 1). */
export const EXTRA_PAY_IN_FIRST_ID = 1_000_001;

type Stored = Omit<TransactionWire, 'UserDetails' | 'BankDetails'>;

const made = new WeakMap<readonly Stored[], Stored[]>();

/**
 * `count` successful pay-ins older than every seeded transaction, newest first (demo load, not part
 * of the seed: src/demo/load.ts), each 7 minutes before the next, paid by the seeded pay-ins'
 * stores to their suppliers in turn, with amounts from a fixed random sequence. Made from the
 * seed, so the same day's seed (the fixed clock's in tests) always gives the same rows; kept with
 * it, so that every page of an export reads the same list.
 */
export function extraPayIns(seed: readonly Stored[], count: number): Stored[] {
  if (count <= 0) return [];
  const kept = made.get(seed);
  if (kept && kept.length >= count) return kept.length === count ? kept : kept.slice(0, count);
  const payers = seed.filter((row) => row.TransactionTypeCode === PAY_IN);
  const oldest = seed.at(-1)?.StartDateTime;
  if (payers.length === 0 || !oldest) return [];
  const random = createRandom(28_004);
  const start = parseWire(oldest);
  const rows: Stored[] = [];
  const paid = payers.find((row) => row.TransactionStatusCode === 'SUCCESS')?.TransactionStatusTitle;
  for (let index = 0; index < count; index += 1) {
    const payer = payers[index % payers.length];
    const at = start - (index + 1) * 7 * MINUTE;
    const id = EXTRA_PAY_IN_FIRST_ID + index;
    const amount = round2(random.int(5_000, 2_500_000) / 100);
    const serviceCharges = round2(amount * 0.03);
    const paymentFee = round2(amount * 0.015);
    const money = {
      Amount: amount,
      ServiceCharges: serviceCharges,
      ShippingFee: 50,
      PaymentFee: paymentFee,
      ProductDiscount: 0,
      ShippingDiscount: 0,
    };
    const time = wireTime(at);
    // Written out field by field, never spread (docs/performance.md, "Demo seeds").
    rows.push({
      StatementTransactionId: id,
      TransactionNo: `PI${time.slice(2, 10).replaceAll('-', '')}${id}`,
      TransactionType: payer.TransactionType,
      TransactionTypeCode: PAY_IN,
      TransactionStatusCode: 'SUCCESS',
      TransactionStatusTitle: paid ?? 'SUCCESS',
      StartDateTime: time,
      EndDateTime: wireTime(at + 2 * MINUTE),
      GroceryId: payer.GroceryId,
      SupplierId: payer.SupplierId,
      GroceryBankAccId: payer.GroceryBankAccId,
      SupplierBankAccId: payer.SupplierBankAccId,
      OrderNo: `EX${String(index + 1).padStart(6, '0')}`,
      OrderID: null,
      Amount: money.Amount,
      ServiceCharges: money.ServiceCharges,
      ShippingFee: money.ShippingFee,
      PaymentFee: money.PaymentFee,
      ProductDiscount: money.ProductDiscount,
      ShippingDiscount: money.ShippingDiscount,
      GrandtotalAmount: grandTotalOf(money),
      WithdrawDateStart: null,
      WithdrawDateEnd: null,
    });
  }
  made.set(seed, rows);
  return rows;
}
