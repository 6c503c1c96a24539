import { byMenuEntry, defineResource } from '../../registry/definition';

/** The catalogue as suppliers see it, with stock and price (served in the demo by the products' handlers). */
export default defineResource({
  name: 'system-products',
  access: byMenuEntry('/system-products'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./systemProductData').then((module) => module.systemProductData),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./SystemProductList') },
  recordRepresentation: 'ProductName',
});
