import { createRandom } from '../../demo/kit/random';
import { seedUsers } from '../../demo/users';
import type { DemoWorld } from '../../demo/kit/types';
import {
  DAY,
  MINUTE,
  parseWire,
  startOfDay,
  startOfWeek,
  wallTime,
  wireDay,
  wireTime,
} from '../../demo/kit/wallClock';
import { grandTotalOf, round2, type MoneyTotals } from '../shared/domain/finance/money';
import type { OrderWire } from '../shared/domain/orders/orderWire';
import {
  APPROVED,
  NO_PARTNER,
  REJECTED,
  VERIFIED,
  WAITING_APPROVAL,
  type TransactionWire,
} from './transactionData';

/** The statuses `Transaction/TransactionStatus` answers in the demo: Thai names, as the service sends them. */
export const seedTransactionStatuses = [
  { Code: 'PENDING', Name: 'รอชำระเงิน' },
  { Code: 'SUCCESS', Name: 'สำเร็จ' },
  { Code: 'FAILED', Name: 'ไม่สำเร็จ' },
  { Code: WAITING_APPROVAL, Name: 'รออนุมัติ' },
  { Code: VERIFIED, Name: 'ตรวจสอบแล้ว' },
  { Code: APPROVED, Name: 'อนุมัติแล้ว' },
  { Code: REJECTED, Name: 'ไม่อนุมัติ' },
];

/** The Thai names of the types, as the service sends `TransactionType`. */
export const TRANSACTION_TYPE_NAMES: Record<string, string> = {
  PAID: 'ชำระเงินค่าสินค้า',
  WD: 'ถอนเงิน',
  WDA: 'ถอนเงินอัตโนมัติ',
  CANCEL: 'คืนเงินยกเลิกคำสั่งซื้อ',
  REFUND: 'คืนเงิน',
};

/** Who decides withdrawals in the demo: its finance and admin staff, by their full names. */
const APPROVERS = seedUsers
  .filter((user) => user.role === 'finance' || user.username === 'admin')
  .map((user) => user.fullName);

const statusName = new Map(seedTransactionStatuses.map((status) => [status.Code, status.Name]));

const ZERO_FEES = {
  ServiceCharges: 0,
  ShippingFee: 0,
  PaymentFee: 0,
  ProductDiscount: 0,
  ShippingDiscount: 0,
};

type Stored = Omit<TransactionWire, 'UserDetails' | 'BankDetails'>;

/**
 * The finance statement over the same months as the orders (about 23,000 transactions):
 * - a pay-in (PAID) for every paid order: successful, failed for a few, pending when just placed;
 * - a refund to the store for each cancelled (CANCEL) or refunded (REFUND) order;
 * - each supplier's weekly withdrawal of what its delivered orders earned, by request (WD) or
 *   automatic (WDA): paid out (a few rejected) when older than a week, waiting for approval (some
 *   automatic ones approved) when asked within the last seven days.
 * Amounts keep grand total = amount + fees - discounts. The personal and bank details are not
 * stored: the demo service adds them, encrypted, to the rows it answers (see demo.ts). Made again
 * each day (the seed key), by the world, which keeps it for the day.
 */
export function seedTransactions(world: DemoWorld): Stored[] {
  // The orders first: made now if not yet made today, the statement's now is never before theirs.
  const orders = world.seeded('orders');
  const now = wallTime();
  const random = createRandom(9201);
  const bankOfSupplier = new Map(world.seeded('suppliers').map((s) => [s.SupplierId, s.SupplierBankAccId]));
  const bankOfGrocery = new Map(world.seeded('groceries').map((g) => [g.GroceryId, g.GroceryBankAccId]));
  const rows: Stored[] = [];
  // Every record is written out field by field, never spread (docs/performance.md, "Demo seeds").
  const record = (
    at: string,
    type: string,
    status: string,
    parties: Pick<Stored, 'GroceryId' | 'SupplierId' | 'GroceryBankAccId' | 'SupplierBankAccId'>,
    order: Pick<OrderWire, 'OrderNo' | 'OrderID'> | undefined,
    money: MoneyTotals,
    end: string,
  ): Stored => ({
    StatementTransactionId: 0,
    TransactionNo: '',
    TransactionType: TRANSACTION_TYPE_NAMES[type],
    TransactionTypeCode: type,
    TransactionStatusCode: status,
    TransactionStatusTitle: statusName.get(status) ?? status,
    StartDateTime: at,
    EndDateTime: end,
    GroceryId: parties.GroceryId,
    SupplierId: parties.SupplierId,
    GroceryBankAccId: parties.GroceryBankAccId,
    SupplierBankAccId: parties.SupplierBankAccId,
    OrderNo: order?.OrderNo ?? '',
    OrderID: order?.OrderID ?? null,
    Amount: money.Amount,
    ServiceCharges: money.ServiceCharges,
    ShippingFee: money.ShippingFee,
    PaymentFee: money.PaymentFee,
    ProductDiscount: money.ProductDiscount,
    ShippingDiscount: money.ShippingDiscount,
    GrandtotalAmount: money.GrandtotalAmount,
    WithdrawDateStart: null,
    WithdrawDateEnd: null,
    ApprovedBy: null,
    ApprovedDateTime: null,
  });
  const until = wireTime(now);
  /** Some minutes later, but not after now: what has not happened yet is left for later. */
  const later = (at: string, minutes: number) => {
    const when = wireTime(parseWire(at) + minutes * MINUTE);
    return when < until ? when : until;
  };
  const oldestFirst = [...orders].reverse();

  for (const order of oldestFirst) {
    const paidAt = later(order.OrderDate, random.int(1, 30));
    const unpaid = order.OrderStatus === 'PENDING_PAYMENT';
    const status = unpaid ? (random.chance(0.5) ? 'PENDING' : 'FAILED') : 'SUCCESS';
    rows.push(
      record(
        paidAt,
        'PAID',
        status,
        {
          GroceryId: order.GroceryId,
          SupplierId: order.SupplierId,
          GroceryBankAccId: bankOfGrocery.get(order.GroceryId) ?? null,
          SupplierBankAccId: bankOfSupplier.get(order.SupplierId) ?? null,
        },
        order,
        order,
        status === 'PENDING' ? '' : later(paidAt, random.int(1, 5)),
      ),
    );
    if (order.OrderStatus === 'CANCELLED' || order.OrderStatus === 'REFUNDED') {
      const cancelled = order.OrderStatus === 'CANCELLED';
      const at = later(order.UpdatedDateTime, random.int(10, 600));
      if (at === until) continue;
      const refundedShare = cancelled ? 1 : random.pick([0.25, 0.5, 1]);
      const amount = round2(order.Amount * refundedShare);
      const productDiscount = round2(order.ProductDiscount * refundedShare);
      const shippingFee = cancelled ? order.ShippingFee : 0;
      const shippingDiscount = cancelled ? order.ShippingDiscount : 0;
      rows.push(
        record(
          at,
          cancelled ? 'CANCEL' : 'REFUND',
          'SUCCESS',
          {
            GroceryId: order.GroceryId,
            SupplierId: cancelled ? NO_PARTNER : order.SupplierId,
            GroceryBankAccId: bankOfGrocery.get(order.GroceryId) ?? null,
            SupplierBankAccId: null,
          },
          order,
          {
            Amount: amount,
            ServiceCharges: 0,
            ShippingFee: shippingFee,
            PaymentFee: 0,
            ProductDiscount: productDiscount,
            ShippingDiscount: shippingDiscount,
            GrandtotalAmount: grandTotalOf({
              Amount: amount,
              ServiceCharges: 0,
              ShippingFee: shippingFee,
              PaymentFee: 0,
              ProductDiscount: productDiscount,
              ShippingDiscount: shippingDiscount,
            }),
          },
          later(at, random.int(60, 2880)),
        ),
      );
    }
  }

  // Weekly withdrawals: each supplier's delivered orders of a week, asked for on the Monday after.
  const earnings = new Map<string, Map<number, number>>();
  for (const order of oldestFirst) {
    if (order.OrderStatus !== 'DELIVERED') continue;
    const weekStart = startOfWeek(parseWire(order.OrderDate));
    const weeks = earnings.get(order.SupplierId) ?? new Map<number, number>();
    weeks.set(weekStart, (weeks.get(weekStart) ?? 0) + order.Amount);
    earnings.set(order.SupplierId, weeks);
  }
  const today = startOfDay(now);
  const payouts: Stored[] = [];
  for (const [supplierId, weeks] of earnings) {
    const automatic = random.chance(0.4);
    for (const [weekStart, earned] of weeks) {
      const asked = weekStart + 7 * DAY;
      if (asked > today) continue;
      const at = later(wireTime(asked), random.int(8 * 60, 17 * 60));
      if (at === until) continue;
      // Asked within the last seven days, counted from the request: counted from its Monday, a
      // Monday before the day's requests found none waiting, last week's already decided.
      const waiting = now - parseWire(at) < 7 * DAY;
      const status = waiting
        ? automatic && random.chance(0.5)
          ? APPROVED
          : WAITING_APPROVAL
        : random.chance(0.04)
          ? REJECTED
          : 'SUCCESS';
      const decided = status !== WAITING_APPROVAL;
      const amount = round2(earned);
      const payout = record(
        at,
        automatic ? 'WDA' : 'WD',
        status,
        {
          GroceryId: NO_PARTNER,
          SupplierId: supplierId,
          GroceryBankAccId: null,
          SupplierBankAccId: bankOfSupplier.get(supplierId) ?? null,
        },
        undefined,
        { Amount: amount, ...ZERO_FEES, GrandtotalAmount: amount },
        decided && status !== APPROVED ? later(at, random.int(60, 2880)) : '',
      );
      if (decided && status !== REJECTED) {
        payout.WithdrawDateStart = wireDay(asked + DAY);
        payout.WithdrawDateEnd = wireDay(asked + 3 * DAY);
      }
      if (decided) {
        // Decided by the demo's finance or admin staff, within the hour of the request; taken in
        // turn rather than from the random stream, so that every other seeded value stays as it was.
        payout.ApprovedBy = APPROVERS[payouts.length % APPROVERS.length];
        payout.ApprovedDateTime = later(at, 45);
      }
      payouts.push(payout);
    }
  }
  // Statement ids follow time, as the service numbers them.
  const all = [...rows, ...payouts].sort((a, b) =>
    a.StartDateTime < b.StartDateTime ? -1 : a.StartDateTime > b.StartDateTime ? 1 : 0,
  );
  all.forEach((row, index) => {
    row.StatementTransactionId = index + 1;
    const prefix = row.TransactionTypeCode === 'PAID' ? 'PI' : 'PO';
    row.TransactionNo = `${prefix}${row.StartDateTime.slice(2, 10).replaceAll('-', '')}${String(index + 1).padStart(6, '0')}`;
  });
  all.reverse();
  return all;
}
