import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import {
  countDeliveries,
  deliveryOf,
  deliveryStatusOf,
  orderStatusesOf,
  summaryTable,
  type DeliveryArea,
  type DeliveryOrder,
} from './deliveryRules';

describe('a delivery’s status, from its order’s', () => {
  it('is waiting for pickup once paid or confirmed, in transit while shipping, then delivered', () => {
    expect(deliveryStatusOf('PAID')).toBe('WAITING_PICKUP');
    expect(deliveryStatusOf('CONFIRMED')).toBe('WAITING_PICKUP');
    expect(deliveryStatusOf('SHIPPING')).toBe('IN_TRANSIT');
    expect(deliveryStatusOf('DELIVERED')).toBe('DELIVERED');
  });

  it('is returned for a refunded order, cancelled for a cancelled one, none before payment', () => {
    expect(deliveryStatusOf('REFUNDED')).toBe('RETURNED');
    expect(deliveryStatusOf('CANCELLED')).toBe('CANCELLED');
    expect(deliveryStatusOf('PENDING_PAYMENT')).toBeUndefined();
    expect(deliveryStatusOf('toString')).toBeUndefined();
  });

  it('stands for these order statuses', () => {
    expect(orderStatusesOf('WAITING_PICKUP')).toEqual(['PAID', 'CONFIRMED']);
    expect(orderStatusesOf('RETURNED')).toEqual(['REFUNDED']);
  });
});

describe('a delivery’s area and the summary', () => {
  const order: DeliveryOrder = {
    OrderID: 7,
    OrderNo: 'OD261101000007',
    OrderDate: '2026-11-01T09:00:00',
    OrderStatus: 'SHIPPING',
    GroceryId: 'G1',
    GroceryName: 'ร้านป้าแดง',
    SupplierId: 'S1',
    SupplierName: 'ร้านส่งดี',
    ItemCount: 3,
    ShippingFee: 40,
    UpdatedDateTime: '2026-11-01T13:00:00',
  };
  const area: DeliveryArea = {
    DistrictName: 'เมืองขอนแก่น',
    ProvinceId: 40,
    ProvinceName: 'ขอนแก่น',
    RegionId: 2,
    RegionName: 'ภาคตะวันออกเฉียงเหนือ',
  };

  it('is the grocery store’s; the order’s number, id and last update go with it', () => {
    expect(deliveryOf(order, area)).toMatchObject({
      OrderID: 7,
      OrderNo: 'OD261101000007',
      DeliveryStatus: 'IN_TRANSIT',
      StatusDateTime: '2026-11-01T13:00:00',
      ProvinceId: 40,
      ProvinceName: 'ขอนแก่น',
      RegionId: 2,
    });
    expect(deliveryOf({ ...order, OrderStatus: 'PENDING_PAYMENT' }, area)).toBeUndefined();
    expect(deliveryOf(order, undefined)).toMatchObject({ RegionId: 0, ProvinceName: '' });
  });

  it('counts by region and status, and totals them as a table', () => {
    const rows = [
      { RegionId: 2, RegionName: 'อีสาน', DeliveryStatus: 'DELIVERED' as const },
      { RegionId: 1, RegionName: 'เหนือ', DeliveryStatus: 'IN_TRANSIT' as const },
      { RegionId: 2, RegionName: 'อีสาน', DeliveryStatus: 'DELIVERED' as const },
      { RegionId: 2, RegionName: 'อีสาน', DeliveryStatus: 'WAITING_PICKUP' as const },
    ];
    const cells = countDeliveries(rows);
    expect(cells).toEqual([
      { RegionId: 1, RegionName: 'เหนือ', DeliveryStatus: 'IN_TRANSIT', Count: 1 },
      { RegionId: 2, RegionName: 'อีสาน', DeliveryStatus: 'WAITING_PICKUP', Count: 1 },
      { RegionId: 2, RegionName: 'อีสาน', DeliveryStatus: 'DELIVERED', Count: 2 },
    ]);
    const table = summaryTable(cells);
    expect(table.total).toBe(4);
    expect(table.counts).toEqual({
      WAITING_PICKUP: 1,
      IN_TRANSIT: 1,
      DELIVERED: 2,
      RETURNED: 0,
      CANCELLED: 0,
    });
    expect(table.regions.map((region) => [region.RegionName, region.total, region.counts.DELIVERED])).toEqual(
      [
        ['เหนือ', 1, 0],
        ['อีสาน', 3, 2],
      ],
    );
  });
});

const backend = demoBackendForFile({ signInAs: 'admin' });

/** The demo's orders with their store's area, read from the store here (not through the code under test). */
function ordersWithArea() {
  const groceries = new Map(
    backend.store.collection('groceries').map((grocery) => [grocery.GroceryId, grocery]),
  );
  return backend.store.collection('orders').map((order) => {
    const grocery = groceries.get(order.GroceryId)!;
    return {
      OrderID: Number(order.OrderID),
      OrderNo: String(order.OrderNo),
      day: String(order.OrderDate).slice(0, 10),
      status: String(order.OrderStatus),
      RegionId: Number(grocery.RegionId),
      ProvinceId: Number(grocery.ProvinceId),
    };
  });
}

const list = (filter: Record<string, unknown> = {}, page = 1, perPage = 50) =>
  backend.dataProvider.getList('deliveries', {
    pagination: { page, perPage },
    sort: { field: 'OrderDate', order: 'DESC' },
    filter,
  });

describe('the deliveries (assumed GET Order/Deliveries on the order service)', () => {
  it('pages with page and pageSize, newest order first, one per paid order', async () => {
    const { data, total } = await list({}, 2);
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/order/api/v1/Order/Deliveries');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '2',
      pageSize: '50',
      Sort: 'OrderDate',
      Order: 'DESC',
    });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    const paid = ordersWithArea().filter((order) => order.status !== 'PENDING_PAYMENT');
    expect(total).toBe(paid.length);
    expect(data).toHaveLength(50);
    const dates = data.map((delivery) => String(delivery.OrderDate));
    expect(dates).toEqual([...dates].sort().reverse());
    // the same numbers as the orders: each delivery is its order's
    const byId = new Map(paid.map((order) => [order.OrderID, order]));
    for (const delivery of data) {
      expect(delivery.id).toBe(delivery.OrderID);
      expect(byId.get(Number(delivery.OrderID))?.OrderNo).toBe(delivery.OrderNo);
    }
  });

  it('filters by delivery status, region and order dates on the server', async () => {
    const orders = ordersWithArea();
    const days = [...new Set(orders.map((order) => order.day))].sort();
    const [start, end] = [days.at(-30)!, days.at(-1)!];
    const expected = orders.filter(
      (order) =>
        (order.status === 'PAID' || order.status === 'CONFIRMED') &&
        order.RegionId === 2 &&
        order.day >= start &&
        order.day <= end,
    );
    expect(expected.length).toBeGreaterThan(0);
    const { data, total } = await list(
      { DeliveryStatus: 'WAITING_PICKUP', RegionId: 2, Start: start, End: end },
      1,
      500,
    );
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toMatchObject({
      Status: 'WAITING_PICKUP',
      RegionId: '2',
      Start: start,
      End: end,
    });
    expect(total).toBe(expected.length);
    expect(data.map((delivery) => delivery.OrderID).sort()).toEqual(
      expected.map((order) => order.OrderID).sort(),
    );
    for (const delivery of data) {
      expect(delivery.DeliveryStatus).toBe('WAITING_PICKUP');
      expect(delivery.RegionId).toBe(2);
    }
  });

  it('filters by province and sorts by another field', async () => {
    const orders = ordersWithArea();
    const provinceId = orders[0]!.ProvinceId;
    const expected = orders.filter(
      (order) => order.ProvinceId === provinceId && order.status === 'REFUNDED',
    ).length;
    const { data, total } = await backend.dataProvider.getList('deliveries', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'OrderNo', order: 'ASC' },
      filter: { ProvinceId: provinceId, DeliveryStatus: 'RETURNED' },
    });
    expect(backend.lastRequest().url.searchParams.get('ProvinceId')).toBe(String(provinceId));
    expect(total).toBe(expected);
    const numbers = data.map((delivery) => String(delivery.OrderNo));
    expect(numbers).toEqual([...numbers].sort());
    expect(data.every((delivery) => delivery.ProvinceId === provinceId)).toBe(true);
  });

  it('the demo refuses an unknown status and a reversed range', async () => {
    await expect(list({ DeliveryStatus: 'LOST' })).rejects.toMatchObject({ status: 400 });
    await expect(list({ Start: '2026-11-05', End: '2026-11-01' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('the delivery summary (assumed GET Order/DeliverySummary)', () => {
  it('counts every delivery of the area and dates by region and status, answered whole', async () => {
    const orders = ordersWithArea();
    const days = [...new Set(orders.map((order) => order.day))].sort();
    const [start, end] = [days.at(-7)!, days.at(-1)!];
    const { data } = await backend.dataProvider.getList('delivery-summary', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'RegionId', order: 'ASC' },
      filter: { Start: start, End: end },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/order/api/v1/Order/DeliverySummary');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ Start: start, End: end });
    const inRange = orders.filter((order) => order.day >= start && order.day <= end);
    const cell = (regionId: number, status: string) =>
      data.find((row) => row.RegionId === regionId && row.DeliveryStatus === status)?.Count ?? 0;
    const regions = [...new Set(inRange.map((order) => order.RegionId))];
    for (const regionId of regions) {
      const ofRegion = inRange.filter((order) => order.RegionId === regionId);
      expect(cell(regionId, 'DELIVERED')).toBe(
        ofRegion.filter((order) => order.status === 'DELIVERED').length,
      );
      expect(cell(regionId, 'IN_TRANSIT')).toBe(
        ofRegion.filter((order) => order.status === 'SHIPPING').length,
      );
      expect(cell(regionId, 'CANCELLED')).toBe(
        ofRegion.filter((order) => order.status === 'CANCELLED').length,
      );
    }
    const counted = data.reduce((sum, row) => sum + Number(row.Count), 0);
    expect(counted).toBe(inRange.filter((order) => order.status !== 'PENDING_PAYMENT').length);
    expect(new Set(data.map((row) => row.id)).size).toBe(data.length);
  });
});
