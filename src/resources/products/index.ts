import { byMenuEntry, defineResource } from '../../registry/definition';

export default defineResource({
  name: 'products',
  access: byMenuEntry('/product'),
  oldPaths: {
    '/product': 'list',
    '/product/components/AddProduct': 'create',
    '/product/components/EditProduct': 'edit',
    // The old export and search components were parts of the product list; the list does both now.
    '/product/components/ExportPDF': 'list',
    '/product/components/SearchBar': 'list',
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./productData').then((module) => module.productData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'ProductId', order: 'DESC' } },
  screens: {
    list: () => import('./ProductList'),
    create: () => import('./ProductCreate'),
    edit: () => import('./ProductEdit'),
  },
  recordRepresentation: 'ProductName',
});
