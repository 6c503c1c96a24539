import { readSession } from '../../api/session';
import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * The statuses the app offers (the service names none): a documented set (docs/api.md, "Partners").
 * Whatever the server sends is shown as it is and kept when saved unchanged.
 */
export { PRODUCT_STATUSES } from '../shared/domain/sellerProducts/stockRules';

/**
 * `GET SystemProduct/systemproducts` (supplier inventory service): one supplier's products, paged
 * `page`/`itemsPerPage`, filtered by name, category and sub-category. Edits go through
 * `PUT SystemProduct/systemproduct` with the signed-in user's id.
 */
export const sellerProductData: ResourceDescription = {
  service: 'supplierInventory',
  idField: 'SupplierProductDetailId',
  getList: {
    path: 'SystemProduct/systemproducts',
    paging: 'page/itemsPerPage',
    // The call is one supplier's: until one is chosen there is nothing to ask for.
    requiredFilters: ['SupplierId'],
    filters: {
      SupplierId: 'SupplierId',
      ProductName: { param: 'ProductName', match: 'contains' },
      ProductCategoryId: 'ProductCategoryId',
      ProductSubCategoryId: 'ProductSubCategoryId',
    },
  },
  update: {
    method: 'PUT',
    path: 'SystemProduct/systemproduct',
    body: ({ id, data, previousData }) => ({
      SupplierProductDetailId: id,
      SupplierStockItemId: data.SupplierStockItemId ?? previousData.SupplierStockItemId,
      ProductStatus: data.ProductStatus,
      Quantity: Number(data.Quantity),
      UnitPrice: Number(data.UnitPrice),
      UserId: readSession()?.id ?? '',
    }),
  },
};
