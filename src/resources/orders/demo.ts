import { http } from 'msw';
import { signedIn, queryNumber, sortRows } from '../../demo/kit/input';
import { fail, ok, paged } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { wallTime, wireDay } from '../../demo/kit/wallClock';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { orderLines, orderTimeline, seedOrders } from './demoSeed';
import type { OrderWire } from '../shared/domain/orders/orderWire';
import { ORDER_DETAIL_PATH, ORDER_STATUSES } from './orderData';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    orders: ReturnType<typeof seedOrders>[number];
  }
}

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

const SORTABLE: (keyof OrderWire & string)[] = ['OrderDate', 'OrderNo', 'GrandtotalAmount', 'OrderStatus'];

/**
 * The order service: `Order/OrderMemberList` with the status (`Select`), the date range as dates
 * only (`Start`, `End`) and the assumed `OrderNo`, `GroceryId`, `SupplierId`; and the
 * assumed detail `Order/OrderDetail?orderId=`, with the lines and the timeline.
 */
function orderHandlers({ store, base, world }: DemoContext) {
  const url = (path: string) => `${base('order')}${path}`;
  const orders = () => store.collection<OrderWire>('orders');
  return [
    http.get(
      url('Order/OrderMemberList'),
      signedIn(store, (_request, requestUrl) => {
        const query = requestUrl.searchParams;
        // `Select` and `Sort` are on every call, only the dates are optional (docs/api.md, "Orders"):
        // the demo refuses a call without them, as a strict service would.
        if (!query.has('Select')) return fail(400, 'Select is required (empty for every status)');
        if (!query.get('Sort')) return fail(400, 'Sort is required');
        const status = query.get('Select') ?? '';
        if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
          return fail(400, `Select: unknown order status "${status}"`);
        const start = query.get('Start') ?? '';
        const end = query.get('End') ?? '';
        for (const [name, value] of [
          ['Start', start],
          ['End', end],
        ])
          if (value && !DAY_FORMAT.test(value)) return fail(400, `${name} must be a date (YYYY-MM-DD)`);
        if (start && end && start > end) return fail(400, 'Start must not be after End');
        const orderNo = (query.get('OrderNo') ?? '').trim().toUpperCase();
        const groceryId = query.get('GroceryId') ?? '';
        const supplierId = query.get('SupplierId') ?? '';
        const found = orders().filter((order) => {
          const day = order.OrderDate.slice(0, 10);
          return (
            (!status || order.OrderStatus === status) &&
            (!start || day >= start) &&
            (!end || day <= end) &&
            (!orderNo || order.OrderNo.includes(orderNo)) &&
            (!groceryId || order.GroceryId === groceryId) &&
            (!supplierId || order.SupplierId === supplierId)
          );
        });
        const sorted = sortRows(found, requestUrl, SORTABLE);
        if (sorted instanceof Response) return sorted;
        return ok(
          paged(sorted, queryNumber(requestUrl, 'page') ?? 1, queryNumber(requestUrl, 'pageSize') ?? 50),
        );
      }),
    ),
    http.get(
      url(ORDER_DETAIL_PATH),
      signedIn(store, (_request, requestUrl) => {
        const id = queryNumber(requestUrl, 'orderId');
        if (id === undefined) return fail(400, 'orderId is required (a number)');
        const order = orders().find((row) => row.OrderID === id);
        if (!order) return fail(404, `Order ${id} not found`);
        return ok({
          ...order,
          Items: orderLines(order, world),
          StatusHistory: orderTimeline(order, order.UpdatedDateTime),
        });
      }),
    ),
  ];
}

const demo: ResourceDemo = {
  menu: { order: { id: 8, roles: ['admin', 'finance', 'support'], created: '2024-02-05T09:00:00.000Z' } },
  // The orders are made of the suppliers and stores, who live on the Thai address book.
  prepare: loadThaiAddresses,
  seed: (world) => seedOrders(world),
  keptAsChanges: { idField: 'OrderID', seedKey: () => wireDay(wallTime()) },
  handlers: orderHandlers,
};
export default demo;
