import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/logistic`: the deliveries of the paid orders, by status and area (assumed calls, docs/api.md). */
export const deliveries = defineResource({
  name: 'deliveries',
  menu: [
    {
      key: 'logistic',
      path: '/logistic',
      title: { th: 'ขนส่ง', en: 'Logistics' },
      icon: 'mdi-truck',
    },
  ],
  access: byMenuEntry('/logistic'),
  // The deliveries call's parameters (assumed, docs/api.md) as the list's filters.
  oldPaths: {
    '/logistic': {
      to: 'list',
      filter: {
        Status: 'DeliveryStatus',
        RegionId: { field: 'RegionId', value: 'number' },
        ProvinceId: { field: 'ProvinceId', value: 'number' },
        Start: { field: 'Start', value: 'date' },
        End: { field: 'End', value: 'date' },
      },
    },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./deliveryData').then((module) => module.deliveryData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'OrderDate', order: 'DESC' } },
  screens: { list: () => import('./DeliveryList') },
  readOnly: true,
  recordRepresentation: 'OrderNo',
});

/** Data only: the deliveries counted by region and status (the logistics screen's summary). */
export const deliverySummary = defineResource({
  name: 'delivery-summary',
  access: byMenuEntry('/logistic'),
  data: () => import('./deliveryData').then((module) => module.deliverySummaryData),
});
