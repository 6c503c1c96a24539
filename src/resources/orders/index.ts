import { byMenuEntry, defineResource, type OldFilter } from '../../registry/definition';

/** `Order/OrderMemberList`'s parameters (`Select` the status, `Start` and `End` dates) as the list's filters. */
const orderFilter: Record<string, OldFilter> = {
  OrderNo: 'OrderNo',
  Select: 'OrderStatus',
  OrderStatus: 'OrderStatus',
  Start: { field: 'Start', value: 'date' },
  End: { field: 'End', value: 'date' },
};

/** Orders between grocery stores and suppliers (order service): the list and the detail. */
export default defineResource({
  name: 'orders',
  menu: [
    {
      key: 'order',
      path: '/order',
      title: { th: 'คำสั่งซื้อ', en: 'Orders' },
      icon: 'mdi-cart',
    },
  ],
  access: byMenuEntry('/order'),
  // An order is named by its `OrderID` (or `id`); an order number alone finds it in the list.
  oldPaths: {
    '/order': { to: 'list', record: { params: ['OrderID'], opens: 'show' }, filter: orderFilter },
    '/order/order-detail': { to: 'show', record: { params: ['OrderID', 'id'] }, filter: orderFilter },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./orderData').then((module) => module.orderData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'OrderDate', order: 'DESC' } },
  screens: { list: () => import('./OrderList'), show: () => import('./OrderShow') },
  readOnly: true,
  recordRepresentation: 'OrderNo',
  search: { filter: 'OrderNo', field: 'OrderNo', opens: 'show' },
});
