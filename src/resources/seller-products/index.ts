import { byMenuEntry, defineResource } from '../../registry/definition';

/** A supplier's products and their stock (supplier inventory service). */
export default defineResource({
  name: 'seller-products',
  access: byMenuEntry('/wholesale/seller'),
  // The old page was one supplier's (`SupplierId`), searched as `SystemProduct/systemproducts` is.
  oldPaths: {
    '/wholesale/ws-editproduct': {
      to: 'list',
      filter: {
        SupplierId: 'SupplierId',
        ProductName: 'ProductName',
        ProductCategoryId: { field: 'ProductCategoryId', value: 'number' },
        ProductSubCategoryId: { field: 'ProductSubCategoryId', value: 'number' },
      },
    },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./sellerProductData').then((module) => module.sellerProductData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./SellerProductList') },
  // The screen adds products to a supplier: a role may open it only with the right to create them.
  routes: [
    { path: '/wholesale/ws-addproduct', action: 'create', screen: () => import('./AddCatalogueProducts') },
  ],
  recordRepresentation: 'ProductName',
  // Who did what to a record and when (docs/api.md, "Record history").
  // Its edits show in its supplier's history too; the editor's id is the entry's own `userId`.
  history: { ignore: ['UserId'] },
});
