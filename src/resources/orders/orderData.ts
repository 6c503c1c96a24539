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

export interface OrderStepWire {
  OrderStatus: OrderStatus;
  DateTime: string;
}

export const ORDER_DETAIL_PATH = 'Order/OrderDetail';

/** `Select=` sent empty means every status (docs/api.md, "Orders"); a list, as the client drops empty values. */
export const EVERY_STATUS = [''] as const;
export const DEFAULT_ORDER_SORT = { Sort: 'OrderDate', Order: 'DESC' } as const;

/** `Select` and `Sort` go on every call; the number search and the detail call are assumed (docs/api.md). */
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
