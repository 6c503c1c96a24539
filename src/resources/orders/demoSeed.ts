import { createRandom } from '../../demo/kit/random';
import { DAY, MINUTE, parseWire, startOfDay, wallTime, weekday, wireTime } from '../../demo/kit/wallClock';
import type { DemoWorld } from '../../demo/kit/types';
import { grandTotalOf, round2, type MoneyTotals } from '../shared/domain/finance/money';
import type { OrderWire } from '../shared/domain/orders/orderWire';
import type { SellerProductWire } from '../shared/domain/sellerProducts/sellerProductWire';
import type { OrderLineWire, OrderStatus, OrderStepWire } from './orderData';

const MIN_ORDERS_TODAY = 20;

export const HISTORY_DAYS = 180;

const productsBySupplier = new WeakMap<readonly SellerProductWire[], Map<string, SellerProductWire[]>>();

function supplierProducts(world: DemoWorld): Map<string, SellerProductWire[]> {
  const all = world.seeded('seller-products');
  let bySupplier = productsBySupplier.get(all);
  if (!bySupplier) {
    bySupplier = new Map();
    for (const product of all) {
      const list = bySupplier.get(product.SupplierId) ?? [];
      list.push(product);
      bySupplier.set(product.SupplierId, list);
    }
    productsBySupplier.set(all, bySupplier);
  }
  return bySupplier;
}

/** Drawn again from the order's id, so months of orders stay small in storage. */
export function orderLines(
  order: Pick<OrderWire, 'OrderID' | 'SupplierId'>,
  world: DemoWorld,
): OrderLineWire[] {
  const random = createRandom(770_000 + order.OrderID);
  const products = supplierProducts(world).get(order.SupplierId) ?? [];
  if (products.length === 0) return [];
  const count = Math.min(products.length, random.int(1, 5));
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(0, products.length - 1));
  return [...chosen].map((index) => {
    const product = products[index];
    const quantity = random.int(1, 24);
    return {
      ProductName: product.ProductName,
      ImgUrl: product.ImgUrl,
      Quantity: quantity,
      UnitPrice: product.UnitPrice,
      TotalPrice: round2(product.UnitPrice * quantity),
    };
  });
}

export function orderTimeline(
  order: Pick<OrderWire, 'OrderID' | 'OrderDate' | 'OrderStatus'>,
  until: string,
): OrderStepWire[] {
  const random = createRandom(880_000 + order.OrderID);
  const path: OrderStatus[] =
    order.OrderStatus === 'CANCELLED'
      ? ['PENDING_PAYMENT', 'PAID', 'CANCELLED']
      : order.OrderStatus === 'REFUNDED'
        ? ['PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'SHIPPING', 'DELIVERED', 'REFUNDED']
        : ORDER_PATH.slice(0, ORDER_PATH.indexOf(order.OrderStatus) + 1);
  let at = parseWire(order.OrderDate);
  return path.map((status, index) => {
    if (index > 0) at += random.int(20, index > 2 ? 1800 : 240) * MINUTE;
    const when = wireTime(at);
    return { OrderStatus: status, DateTime: when < until ? when : until };
  });
}

const ORDER_PATH: OrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'SHIPPING', 'DELIVERED'];

function statusOfAge(random: ReturnType<typeof createRandom>, ageDays: number): OrderStatus {
  if (random.chance(0.04)) return ageDays < 1 ? 'PENDING_PAYMENT' : 'CANCELLED';
  if (ageDays >= 3) return random.chance(0.02) ? 'REFUNDED' : 'DELIVERED';
  return ORDER_PATH[Math.min(ORDER_PATH.length - 1, random.int(0, 2) + Math.floor(ageDays * 1.5))];
}

export function orderAmounts(random: ReturnType<typeof createRandom>, goods: number): MoneyTotals {
  const amount = round2(goods);
  const shippingFee = amount >= 3000 ? 0 : random.pick([40, 50, 60, 80]);
  const money = {
    Amount: amount,
    ServiceCharges: round2(amount * 0.02),
    ShippingFee: shippingFee,
    PaymentFee: round2(amount * random.pick([0, 0, 0.01, 0.015])),
    ProductDiscount: random.chance(0.2) ? round2(amount * random.pick([0.03, 0.05, 0.1])) : 0,
    ShippingDiscount: shippingFee > 0 && random.chance(0.15) ? shippingFee : 0,
  };
  return { ...money, GrandtotalAmount: grandTotalOf(money) };
}

/** About eighty a day for six months, made again each day (the seed key). */
export function seedOrders(world: DemoWorld, now: number = wallTime()): OrderWire[] {
  const end = startOfDay(now);
  const until = wireTime(now);
  const minutesToday = Math.floor((now - end) / MINUTE);
  const random = createRandom(9101);
  const suppliers = world.seeded('suppliers');
  const groceries = world.seeded('groceries');
  const products = supplierProducts(world);
  const sellers = suppliers.filter((supplier) => (products.get(supplier.SupplierId)?.length ?? 0) > 0);
  const byRegion = new Map<number, typeof sellers>();
  for (const supplier of sellers) {
    const list = byRegion.get(supplier.RegionId) ?? [];
    list.push(supplier);
    byRegion.set(supplier.RegionId, list);
  }
  const orders: OrderWire[] = [];
  let id = 1;
  for (let back = HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const dayStartMs = end - back * DAY;
    const weekend = weekday(dayStartMs) === 0 || weekday(dayStartMs) === 6;
    const monthEnd = new Date(dayStartMs).getUTCDate() >= 25;
    const fullDay = random.int(70, 105) + (weekend ? -20 : 0) + (monthEnd ? 15 : 0);
    // A few at least, or just after midnight today's lists would be empty.
    const count =
      back === 0 ? Math.max(MIN_ORDERS_TODAY, Math.round((fullDay * minutesToday) / 1440)) : fullDay;
    const seconds = Array.from({ length: count }, () =>
      back === 0 ? random.int(0, Math.max(0, minutesToday * 60 - 1)) : random.int(6 * 3600, 22 * 3600 - 1),
    ).sort((a, b) => a - b);
    for (const second of seconds) {
      const grocery = random.pick(groceries);
      const local = byRegion.get(grocery.RegionId);
      const supplier = local && random.chance(0.8) ? random.pick(local) : random.pick(sellers);
      const placed = wireTime(dayStartMs + second * 1000);
      const orderId = id++;
      const lines = orderLines({ OrderID: orderId, SupplierId: supplier.SupplierId }, world);
      const goods = lines.reduce((sum, line) => sum + line.TotalPrice, 0);
      // In hours, so some orders wait for payment whatever the time of day.
      const status = statusOfAge(random, (now - (dayStartMs + second * 1000)) / DAY);
      const order: OrderWire = {
        OrderID: orderId,
        OrderNo: `OD${placed.slice(2, 10).replaceAll('-', '')}${String(orderId).padStart(6, '0')}`,
        OrderDate: placed,
        OrderStatus: status,
        GroceryId: grocery.GroceryId,
        GroceryName: grocery.GroceryName,
        SupplierId: supplier.SupplierId,
        SupplierName: supplier.SupplierName,
        ItemCount: lines.length,
        Amount: 0,
        ServiceCharges: 0,
        ShippingFee: 0,
        PaymentFee: 0,
        ProductDiscount: 0,
        ShippingDiscount: 0,
        GrandtotalAmount: 0,
        UpdatedDateTime: '',
      };
      // Assigned rather than spread into the literal (docs/performance.md, "Demo seeds").
      Object.assign(order, orderAmounts(random, goods));
      const timeline = orderTimeline(order, until);
      order.UpdatedDateTime = timeline[timeline.length - 1].DateTime;
      orders.push(order);
    }
  }
  orders.reverse();
  return orders;
}
