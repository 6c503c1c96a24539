import { byMenuEntry, defineResource, type OldPathRule } from '../../registry/definition';

/**
 * The catalogue's old links: a `ProductId` opens that product; the list call's filters
 * (`GetAllProducts`' "saved filters", spelled as its fields) are the list's.
 */
const catalogue = {
  to: 'list',
  record: { params: ['ProductId'], opens: 'edit' },
  filter: {
    ProductName: 'ProductName',
    ProductCategoryId: { field: 'ProductCategoryId', value: 'number' },
    ProductSubCategoryId: { field: 'ProductSubCategoryId', value: 'number' },
    BrandId: { field: 'BrandId', value: 'number' },
  },
} as const satisfies OldPathRule;

export default defineResource({
  name: 'products',
  menu: [
    {
      key: 'product',
      path: '',
      title: { th: 'สินค้า', en: 'Products' },
      icon: 'mdi-package-variant',
    },
    {
      key: 'product-list',
      section: 'product',
      path: '/product',
      title: { th: 'รายการสินค้า', en: 'Product List' },
      icon: 'mdi-format-list-bulleted',
    },
  ],
  access: byMenuEntry('/product'),
  oldPaths: {
    '/product': catalogue,
    '/product/components/AddProduct': 'create',
    '/product/components/EditProduct': { to: 'edit', record: { params: ['ProductId', 'id'] } },
    // The old export and search components were parts of the product list; the list does both now.
    '/product/components/ExportPDF': catalogue,
    '/product/components/SearchBar': catalogue,
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
  // Who did what to a record and when (docs/api.md, "Record history").
  history: true,
  search: [
    { filter: 'Barcode', field: 'Barcode', pattern: /^\d{3,14}$/, opens: 'edit' },
    { filter: 'q', field: 'ProductName', opens: 'edit' },
  ],
});
