import { http } from 'msw';
import { queryNumber, signedIn, sortRows } from '../../demo/kit/input';
import { fail, ok, paged } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { DELIVERIES_PATH, DELIVERY_SUMMARY_PATH } from './deliveryData';
import {
  countDeliveries,
  deliveryOf,
  isDeliveryStatus,
  type DeliveryArea,
  type DeliveryOrder,
  type DeliveryWire,
} from './deliveryRules';

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

const SORTABLE: (keyof DeliveryWire & string)[] = [
  'OrderDate',
  'OrderNo',
  'DeliveryStatus',
  'StatusDateTime',
  'GroceryName',
  'SupplierName',
  'ProvinceName',
  'RegionName',
];

/**
 * The order service's deliveries (assumed, docs/api.md), made from the demo's orders as they are
 * now (an order changed elsewhere moves its delivery) and the stores' addresses: the same orders
 * as the order list, so both screens agree.
 */
function deliveryHandlers({ store, base }: DemoContext) {
  /** The deliveries a request's area and dates ask for, newest order first; or the refusal. */
  const matching = (url: URL, withStatus: boolean): DeliveryWire[] | Response => {
    const query = url.searchParams;
    const status = withStatus ? (query.get('Status') ?? '') : '';
    if (status && !isDeliveryStatus(status)) return fail(400, `Status: unknown delivery status "${status}"`);
    const start = query.get('Start') ?? '';
    const end = query.get('End') ?? '';
    for (const [name, value] of [
      ['Start', start],
      ['End', end],
    ])
      if (value && !DAY_FORMAT.test(value)) return fail(400, `${name} must be a date (YYYY-MM-DD)`);
    if (start && end && start > end) return fail(400, 'Start must not be after End');
    const regionId = queryNumber(url, 'RegionId');
    const provinceId = queryNumber(url, 'ProvinceId');
    const areas = new Map<string, DeliveryArea>();
    for (const grocery of store.collection('groceries'))
      areas.set(String(grocery.GroceryId), grocery as unknown as DeliveryArea);
    const found: DeliveryWire[] = [];
    for (const order of store.collection('orders') as unknown as DeliveryOrder[]) {
      const day = order.OrderDate.slice(0, 10);
      if ((start && day < start) || (end && day > end)) continue;
      const delivery = deliveryOf(order, areas.get(order.GroceryId));
      if (!delivery) continue;
      if (status && delivery.DeliveryStatus !== status) continue;
      if (regionId !== undefined && delivery.RegionId !== regionId) continue;
      if (provinceId !== undefined && delivery.ProvinceId !== provinceId) continue;
      found.push(delivery);
    }
    return found.sort((a, b) => b.OrderDate.localeCompare(a.OrderDate) || b.OrderID - a.OrderID);
  };
  return [
    http.get(
      `${base('order')}${DELIVERIES_PATH}`,
      signedIn(store, (_request, url) => {
        const found = matching(url, true);
        if (found instanceof Response) return found;
        const sorted = sortRows(found, url, SORTABLE);
        if (sorted instanceof Response) return sorted;
        return ok(paged(sorted, queryNumber(url, 'page') ?? 1, queryNumber(url, 'pageSize') ?? 50));
      }),
    ),
    http.get(
      `${base('order')}${DELIVERY_SUMMARY_PATH}`,
      signedIn(store, (_request, url) => {
        const found = matching(url, false);
        return found instanceof Response ? found : ok(countDeliveries(found));
      }),
    ),
  ];
}

const demo: ResourceDemo = {
  menu: { logistic: { id: 17, roles: ['admin'], created: '2024-05-06T09:00:00.000Z' } },
  // It reads the orders and the stores, both made on the Thai address book.
  prepare: loadThaiAddresses,
  handlers: deliveryHandlers,
};
export default demo;
