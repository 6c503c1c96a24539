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
    },
  ],
  access: byMenuEntry('/sales'),
  routes: [{ path: '/sales', readOnly: true, screen: () => import('./SalesByProvince') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./salesData').then((module) => module.suppliersByAddressData),
  demo: () => import('./demo'),
});
