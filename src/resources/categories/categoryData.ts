import type { ResourceDescription } from '../../providers/dataEngine';
import { nullIfEmpty } from '../shared/domain/catalogue/nullIfEmpty';

const PATH = 'ProductCategory/ProductCategory';

const fields = (data: Record<string, unknown>) => ({
  Tiltle: String(data.Tiltle ?? '').trim(),
  CategoryCode: nullIfEmpty(data.CategoryCode),
  ImageBanner: String(data.ImageBanner ?? ''),
  ImageIcon: String(data.ImageIcon ?? ''),
});

/**
 * Product categories: the whole list at once, one by id (falling back to the list's row when that
 * answer carries no id), add, edit (sending the current active flag), and the
 * PATCH that toggles the active state.
 */
export const categoryData: ResourceDescription = {
  service: 'product',
  idField: 'ProductCategoryId',
  getList: { path: 'ProductCategory/ProductCategoryAll' },
  getOne: { path: PATH, idParam: 'productCategoryId', completeFromList: true },
  // Creation sets the category active (docs/requirements.md, "Catalogue").
  create: { path: PATH, body: ({ data }) => ({ ...fields(data), IsActive: true }) },
  update: {
    path: PATH,
    body: ({ id, data, previousData }) => ({
      ProductCategoryId: id,
      ...fields(data),
      IsActive: !!previousData?.IsActive,
    }),
  },
  activeToggle: { path: PATH, idParam: 'productCategoryId' },
};
