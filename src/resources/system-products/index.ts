import { byMenuEntry, defineResource } from '../../registry/definition';

/**
 * The catalogue as suppliers see it, with stock and price (served in the demo by the products'
 * handlers). The old route table has no path for it, so the old app's menu cannot link
 * `/system-products`: it also opens through the products' entry (docs/deploying.md, "The
 * server's menu").
 */
export default defineResource({
  name: 'system-products',
  menu: [
    {
      key: 'product-system',
      section: 'product',
      path: '/system-products',
      title: { th: 'สินค้าในระบบ (สต็อกและราคา)', en: 'System Products (stock & price)' },
      icon: 'mdi-warehouse',
    },
  ],
  access: byMenuEntry('/system-products', '/product'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
  data: () => import('./systemProductData').then((module) => module.systemProductData),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('../shared/domain/catalogue/SystemProductList') },
  recordRepresentation: 'ProductName',
});
