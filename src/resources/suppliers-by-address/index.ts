import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/sales`: suppliers grouped by sales user and province, with a store count. */
export default defineResource({
  name: 'suppliers-by-address',
  menu: [
    {
      key: 'sales-province',
      section: 'sales',
      path: '/sales',
      title: { th: 'ยอดขายตามจังหวัด', en: 'Sales by Province' },
      icon: 'mdi-map-marker-radius',
      demo: { id: 123, roles: ['admin', 'sales'], created: '2024-03-19T09:00:00.000Z' },
    },
  ],
  access: byMenuEntry('/sales'),
  routes: [{ path: '/sales', readOnly: true, screen: () => import('./SalesByProvince') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./salesData').then((module) => module.suppliersByAddressData),
  demo: () => import('./demo'),
});
