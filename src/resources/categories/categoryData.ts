import type { RaRecord } from 'react-admin';
import type { ResourceDescription } from '../../providers/dataEngine';
import { activeToggleUpdate } from '../shared/activeToggleUpdate';
import { nullIfEmpty } from '../shared/nullIfEmpty';

const PATH = 'ProductCategory/ProductCategory';

const fields = (data: Partial<RaRecord>) => ({
  Tiltle: String(data.Tiltle ?? '').trim(),
  CategoryCode: nullIfEmpty(data.CategoryCode),
  ImageBanner: String(data.ImageBanner ?? ''),
  ImageIcon: String(data.ImageIcon ?? ''),
});

/** Product categories (spec §7): the whole list at once, one by id, add, edit, and the active toggle. */
export const categoryData: ResourceDescription = {
  service: 'product',
  idField: 'ProductCategoryId',
  getList: { path: 'ProductCategory/ProductCategoryAll', clientSide: true },
  getOne: { path: PATH, query: ({ id }) => ({ productCategoryId: id }) },
  // Creation sets the category active (spec §4).
  create: { path: PATH, body: ({ data }) => ({ ...fields(data), IsActive: true }) },
  update: activeToggleUpdate({
    path: PATH,
    idParam: 'productCategoryId',
    idField: 'ProductCategoryId',
    fields,
  }),
};
