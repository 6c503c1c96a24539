import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'finance' });

const list = (filter: Record<string, unknown> = {}, page = 1) =>
  backend.dataProvider.getList('orders', {
    pagination: { page, perPage: 50 },
    sort: { field: 'OrderDate', order: 'DESC' },
    filter,
  });

const cents = (value: number) => Math.round(value * 100);

describe('the order list (order service)', () => {
  it('asks GET Order/OrderMemberList with page, pageSize, Select (empty: every status) and the sort, newest first', async () => {
    const { data, total } = await list({}, 2);
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/order/api/v1/Order/OrderMemberList');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '2',
      pageSize: '50',
      Select: '',
      Sort: 'OrderDate',
      Order: 'DESC',
    });
    expect(request.url.search).toMatch(/[?&]Select=(&|$)/);
    expect(data).toHaveLength(50);
    // Six months of orders, about eighty a day.
    expect(total).toBeGreaterThan(10_000);
    for (let index = 1; index < data.length; index += 1)
      expect(data[index - 1].OrderDate >= data[index].OrderDate).toBe(true);
  });

  it('filters by status (Select) and by dates given as the date part only (Start, End)', async () => {
    const { data: newest } = await list();
    const day = String(newest[0].OrderDate).slice(0, 10);
    const { data, total } = await list({ OrderStatus: 'DELIVERED', Start: '2026-01-01', End: day });
    const query = backend.lastRequest().url.searchParams;
    expect(query.get('Select')).toBe('DELIVERED');
    expect(query.get('Start')).toBe('2026-01-01');
    expect(query.get('End')).toBe(day);
    expect(total).toBeGreaterThan(0);
    for (const order of data) {
      expect(order.OrderStatus).toBe('DELIVERED');
      expect(String(order.OrderDate).slice(0, 10) <= day).toBe(true);
    }

    const { data: oneDay } = await list({ Start: day, End: day });
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every((order) => String(order.OrderDate).startsWith(day))).toBe(true);
  });

  it('carries Select and Sort on the first call even without a sort or a status (only Start and End are optional)', async () => {
    await backend.dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { OrderStatus: '' },
    });
    const query = backend.lastRequest().url.searchParams;
    expect(query.has('Select')).toBe(true);
    expect(query.get('Select')).toBe('');
    expect(query.get('Sort')).toBe('OrderDate');
    expect(query.get('Order')).toBe('DESC');
    expect(query.has('Start')).toBe(false);
    expect(query.has('End')).toBe(false);
  });

  it('the demo service refuses a call without Select or Sort, as a strict service would', async () => {
    const ask = (query: Record<string, string>) =>
      backend.http.request('order', 'Order/OrderMemberList', { query: { page: 1, pageSize: 5, ...query } });
    await expect(ask({ Sort: 'OrderDate' })).rejects.toMatchObject({ status: 400 });
    await expect(ask({ Select: 'PAID' })).rejects.toMatchObject({ status: 400 });
    await expect(ask({ Select: 'PAID', Sort: 'OrderDate' })).resolves.toBeTruthy();
  });

  it('finds an order by its number', async () => {
    const { data: newest } = await list();
    const wanted = String(newest[7].OrderNo);
    const { data } = await list({ OrderNo: wanted });
    expect(backend.lastRequest().url.searchParams.get('OrderNo')).toBe(wanted);
    expect(data.map((order) => order.OrderNo)).toEqual([wanted]);
  });

  it('refuses a date that is not a date, with the service message', async () => {
    await expect(list({ Start: '23/11/2026' })).rejects.toMatchObject({
      status: 400,
      message: 'Start must be a date (YYYY-MM-DD)',
    });
  });
});

describe('the order detail (assumed Order/OrderDetail, docs/api.md)', () => {
  it('asks Order/OrderDetail?orderId= and answers its lines and timeline, consistent with its totals', async () => {
    const { data: newest } = await list({ OrderStatus: 'DELIVERED' });
    const { data: order } = await backend.dataProvider.getOne('orders', { id: newest[3].id });
    expect(backend.lastRequest().url.pathname).toBe('/order/api/v1/Order/OrderDetail');
    expect(backend.lastRequest().url.searchParams.get('orderId')).toBe(String(newest[3].id));
    expect(order.OrderNo).toBe(newest[3].OrderNo);
    const lines = order.Items as { Quantity: number; UnitPrice: number; TotalPrice: number }[];
    expect(lines.length).toBe(order.ItemCount);
    for (const line of lines) expect(cents(line.TotalPrice)).toBe(cents(line.Quantity * line.UnitPrice));
    expect(cents(lines.reduce((sum, line) => sum + line.TotalPrice, 0))).toBe(cents(order.Amount));
    const steps = (order.StatusHistory as { OrderStatus: string; DateTime: string }[]).map(
      (step) => step.OrderStatus,
    );
    expect(steps).toEqual(['PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'SHIPPING', 'DELIVERED']);
  });

  it('says an unknown order is not found', async () => {
    await expect(backend.dataProvider.getOne('orders', { id: 99_999_999 })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the demo orders', () => {
  it('keep grand total = goods + fees - discounts, between the demo suppliers and stores', () => {
    const orders = backend.store.collection('orders');
    const suppliers = new Set(backend.store.collection('suppliers').map((row) => row.SupplierId));
    const groceries = new Set(backend.store.collection('groceries').map((row) => row.GroceryId));
    for (const order of orders) {
      const money = order as Record<string, number>;
      expect(
        cents(money.Amount) +
          cents(money.ServiceCharges) +
          cents(money.ShippingFee) +
          cents(money.PaymentFee) -
          cents(money.ProductDiscount) -
          cents(money.ShippingDiscount),
      ).toBe(cents(money.GrandtotalAmount));
      expect(suppliers.has(order.SupplierId)).toBe(true);
      expect(groceries.has(order.GroceryId)).toBe(true);
    }
    expect(new Set(orders.map((order) => order.OrderStatus)).size).toBe(7);
  });
});
