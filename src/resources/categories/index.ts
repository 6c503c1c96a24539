import type { AppResource } from '../types';

/** Product categories: `ProductCategory/ProductCategoryAll` answers every category at once. */
export const categories: AppResource = {
  name: 'categories',
  recordRepresentation: 'Tiltle',
  data: {
    service: 'product',
    idField: 'ProductCategoryId',
    getList: { path: 'ProductCategory/ProductCategoryAll', clientSide: true },
  },
};
