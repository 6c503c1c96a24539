import { byMenuEntry, defineResource } from '../../registry/definition';

/** Orders between grocery stores and suppliers (spec §7 order service): the list and the detail. */
export default defineResource({
  name: 'orders',
  access: byMenuEntry('/order'),
  oldPaths: { '/order': 'list', '/order/order-detail': 'show' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./orderData').then((module) => module.orderData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'OrderDate', order: 'DESC' } },
  screens: { list: () => import('./OrderList'), show: () => import('./OrderShow') },
  recordRepresentation: 'OrderNo',
});
