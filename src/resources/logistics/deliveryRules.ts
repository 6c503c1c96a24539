/**
 * Deliveries as the logistics screen and the demo's order service both see them (assumed,
 * docs/api.md): one per order that has been paid, its status derived from the order's status, its
 * area the grocery store's (where the goods go). Plain data and functions: the demo reads them too.
 */
import type { OrderStatus } from '../shared/domain/orders/orderStatus';

/**
 * Where the goods of an order are, in the order a delivery goes through them; a returned delivery
 * was delivered and taken back (a refund), a cancelled one never left the supplier.
 */
export const DELIVERY_STATUSES = [
  'WAITING_PICKUP',
  'IN_TRANSIT',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * An order's delivery status. An order waiting for payment has no delivery yet (undefined): the
 * supplier only books one when the order is paid.
 */
const BY_ORDER_STATUS: Record<OrderStatus, DeliveryStatus | undefined> = {
  PENDING_PAYMENT: undefined,
  PAID: 'WAITING_PICKUP',
  CONFIRMED: 'WAITING_PICKUP',
  SHIPPING: 'IN_TRANSIT',
  DELIVERED: 'DELIVERED',
  REFUNDED: 'RETURNED',
  CANCELLED: 'CANCELLED',
};

export const deliveryStatusOf = (orderStatus: string): DeliveryStatus | undefined =>
  Object.hasOwn(BY_ORDER_STATUS, orderStatus) ? BY_ORDER_STATUS[orderStatus as OrderStatus] : undefined;

export const isDeliveryStatus = (value: unknown): value is DeliveryStatus =>
  typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);

/** The order statuses a delivery status stands for (to filter orders by it). */
export const orderStatusesOf = (status: DeliveryStatus): OrderStatus[] =>
  (Object.keys(BY_ORDER_STATUS) as OrderStatus[]).filter((order) => BY_ORDER_STATUS[order] === status);

/** What a delivery is made of: the order's fields the service keeps. */
export interface DeliveryOrder {
  OrderID: number;
  OrderNo: string;
  OrderDate: string;
  OrderStatus: string;
  GroceryId: string;
  GroceryName: string;
  SupplierId: string;
  SupplierName: string;
  ItemCount: number;
  ShippingFee: number;
  UpdatedDateTime: string;
}

/** The grocery store's address, where the goods go. */
export interface DeliveryArea {
  DistrictName: string;
  ProvinceId: number;
  ProvinceName: string;
  RegionId: number;
  RegionName: string;
}

/** A delivery as `Order/Deliveries` answers it (assumed, docs/api.md). */
export interface DeliveryWire extends DeliveryOrder, DeliveryArea {
  DeliveryStatus: DeliveryStatus;
  /** When the delivery reached its status: the order's last update. */
  StatusDateTime: string;
}

/** An order's delivery, or none for an order not paid yet. The area is blank for an unknown store. */
export function deliveryOf(order: DeliveryOrder, area: DeliveryArea | undefined): DeliveryWire | undefined {
  const status = deliveryStatusOf(order.OrderStatus);
  if (!status) return undefined;
  return {
    OrderID: order.OrderID,
    OrderNo: order.OrderNo,
    OrderDate: order.OrderDate,
    OrderStatus: order.OrderStatus,
    GroceryId: order.GroceryId,
    GroceryName: order.GroceryName,
    SupplierId: order.SupplierId,
    SupplierName: order.SupplierName,
    ItemCount: order.ItemCount,
    ShippingFee: order.ShippingFee,
    UpdatedDateTime: order.UpdatedDateTime,
    DistrictName: area?.DistrictName ?? '',
    ProvinceId: area?.ProvinceId ?? 0,
    ProvinceName: area?.ProvinceName ?? '',
    RegionId: area?.RegionId ?? 0,
    RegionName: area?.RegionName ?? '',
    DeliveryStatus: status,
    StatusDateTime: order.UpdatedDateTime,
  };
}

/** One cell of the summary (assumed `Order/DeliverySummary`): the deliveries of a region in a status. */
export interface DeliveryCountWire {
  RegionId: number;
  RegionName: string;
  DeliveryStatus: DeliveryStatus;
  Count: number;
}

/** The deliveries counted by region and status; regions by id, statuses in their order; no empty cells. */
export function countDeliveries(
  deliveries: readonly Pick<DeliveryWire, 'RegionId' | 'RegionName' | 'DeliveryStatus'>[],
): DeliveryCountWire[] {
  const cells = new Map<string, DeliveryCountWire>();
  for (const delivery of deliveries) {
    const key = `${delivery.RegionId}|${delivery.DeliveryStatus}`;
    const cell = cells.get(key);
    if (cell) cell.Count += 1;
    else
      cells.set(key, {
        RegionId: delivery.RegionId,
        RegionName: delivery.RegionName,
        DeliveryStatus: delivery.DeliveryStatus,
        Count: 1,
      });
  }
  return [...cells.values()].sort(
    (a, b) =>
      a.RegionId - b.RegionId ||
      DELIVERY_STATUSES.indexOf(a.DeliveryStatus) - DELIVERY_STATUSES.indexOf(b.DeliveryStatus),
  );
}

export interface SummaryRegion {
  RegionId: number;
  RegionName: string;
  counts: Record<DeliveryStatus, number>;
  total: number;
}

export interface DeliverySummary {
  regions: SummaryRegion[];
  /** Every region together, per status. */
  counts: Record<DeliveryStatus, number>;
  total: number;
}

const zeros = (): Record<DeliveryStatus, number> =>
  Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;

/** The summary's cells as a table: one row per region (by id), a count per status, and the totals. */
export function summaryTable(cells: readonly DeliveryCountWire[]): DeliverySummary {
  const regions = new Map<number, SummaryRegion>();
  const counts = zeros();
  let total = 0;
  for (const cell of cells) {
    if (!isDeliveryStatus(cell.DeliveryStatus)) continue;
    const count = Number(cell.Count) || 0;
    const region = regions.get(cell.RegionId) ?? {
      RegionId: cell.RegionId,
      RegionName: cell.RegionName,
      counts: zeros(),
      total: 0,
    };
    region.counts[cell.DeliveryStatus] += count;
    region.total += count;
    regions.set(cell.RegionId, region);
    counts[cell.DeliveryStatus] += count;
    total += count;
  }
  return { regions: [...regions.values()].sort((a, b) => a.RegionId - b.RegionId), counts, total };
}
