// One delivery per paid order, its status the order's (assumed, docs/api.md); the demo reads these too.
import type { OrderStatus } from '../shared/domain/orders/orderStatus';

/** A returned delivery was delivered and taken back; a cancelled one never left the supplier. */
export const DELIVERY_STATUSES = [
  'WAITING_PICKUP',
  'IN_TRANSIT',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** None while the order waits for payment: the supplier books one once it is paid. */
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

export const orderStatusesOf = (status: DeliveryStatus): OrderStatus[] =>
  (Object.keys(BY_ORDER_STATUS) as OrderStatus[]).filter((order) => BY_ORDER_STATUS[order] === status);

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

export interface DeliveryArea {
  DistrictName: string;
  ProvinceId: number;
  ProvinceName: string;
  RegionId: number;
  RegionName: string;
}

/** Assumed (docs/api.md). */
export interface DeliveryWire extends DeliveryOrder, DeliveryArea {
  DeliveryStatus: DeliveryStatus;
  StatusDateTime: string;
}

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

export interface DeliveryCountWire {
  RegionId: number;
  RegionName: string;
  DeliveryStatus: DeliveryStatus;
  Count: number;
}

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
  counts: Record<DeliveryStatus, number>;
  total: number;
}

const zeros = (): Record<DeliveryStatus, number> =>
  Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;

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
