import type { ResourceDescription } from '../../providers/dataEngine';

export { ORDER_STATUSES, type OrderStatus } from '../shared/domain/orders/orderStatus';
import type { OrderStatus } from '../shared/domain/orders/orderStatus';

/** A line of an order (assumed `Order/OrderDetail`, docs/api.md). */
export interface OrderLineWire {
  ProductName: string;
  ImgUrl: string;
  Quantity: number;
  UnitPrice: number;
  TotalPrice: number;
}

/** A step of an order's timeline. */
export interface OrderStepWire {
  OrderStatus: OrderStatus;
  DateTime: string;
}

export const ORDER_DETAIL_PATH = 'Order/OrderDetail';

/**
 * `Select` when no status is chosen: the parameter is sent, empty (`Select=`), meaning every
 * status. The service's codes are its own, so the app invents no "all" code; an empty value is
 * what a form with nothing chosen sends (docs/api.md, "Orders"). A one-element list, because the
 * HTTP client leaves out parameters whose value is empty (filters left blank).
 */
export const EVERY_STATUS = [''] as const;
/** The sort of the first call, and of any call without one: newest first. */
export const DEFAULT_ORDER_SORT = { Sort: 'OrderDate', Order: 'DESC' } as const;

/**
 * `GET Order/OrderMemberList` (order service): `page`, `pageSize`, `Select` (the status), `Sort`
 * and `Start`/`End` as dates only (docs/api.md). `Select` and `Sort` are on every call, the first
 * included; only the dates are optional. The order-number search (`OrderNo`) and the detail call
 * (`Order/OrderDetail?orderId=`, with the lines and the timeline) are assumed (docs/api.md).
 */
export const orderData: ResourceDescription = {
  service: 'order',
  idField: 'OrderID',
  getList: {
    path: 'Order/OrderMemberList',
    paging: 'page/pageSize',
    filters: {
      OrderStatus: { param: 'Select', field: 'OrderStatus' },
      OrderNo: { param: 'OrderNo', match: 'contains' },
      GroceryId: 'GroceryId',
      SupplierId: 'SupplierId',
      // The date range is matched by the service's own handler: the generic match is equality.
      Start: { param: 'Start', serverOnly: true },
      End: { param: 'End', serverOnly: true },
    },
    serverSort: true,
    query: ({ filter, sort }) => {
      const status: unknown = filter?.OrderStatus;
      const sorted = !!sort?.field && sort.field !== 'id';
      return {
        Select: typeof status === 'string' && status !== '' ? status : EVERY_STATUS,
        ...(sorted ? {} : DEFAULT_ORDER_SORT),
      };
    },
  },
  getOne: { path: ORDER_DETAIL_PATH, idParam: 'orderId', assumed: true },
  many: 'one',
};
