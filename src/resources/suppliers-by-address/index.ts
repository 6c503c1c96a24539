import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/sales`: suppliers grouped by sales user and province, with a store count. */
export default defineResource({
  name: 'suppliers-by-address',
  access: byMenuEntry('/sales'),
  routes: [{ path: '/sales', screen: () => import('./SalesByProvince') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./salesData').then((module) => module.suppliersByAddressData),
  demo: () => import('./demo'),
});
