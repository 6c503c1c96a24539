import type { RaRecord } from 'react-admin';
import { toPage } from '../../api/envelope';
import { withId, type ResourceDescription, type WireRecord } from '../../providers/dataEngine';
import { activeToggleUpdate } from '../shared/activeToggleUpdate';
import { nullIfEmpty } from '../shared/nullIfEmpty';

const PATH = 'ProductSubCategory/NewProductSubCategory';

/** The list answers `ProductSubCategoryName`; the app's field is `Tiltle` (spec §3). */
const fromWire = (wire: WireRecord): WireRecord => ({
  ...wire,
  Tiltle: wire.Tiltle ?? wire.ProductSubCategoryName ?? '',
});

const fields = (data: Partial<RaRecord>) => ({
  ProductCategoryId: Number(data.ProductCategoryId),
  Tiltle: String(data.Tiltle ?? '').trim(),
  SubCategoryCode: nullIfEmpty(data.SubCategoryCode),
  ImgUrl: String(data.ImgUrl ?? ''),
});

/** Product sub-categories (spec §7), filterable by category. */
export const subcategoryData: ResourceDescription = {
  service: 'product',
  idField: 'ProductSubCategoryId',
  getList: {
    path: 'ProductSubCategory/ProductSubCategoryAll',
    query: ({ filter }) => ({ productCategoryId: filter?.ProductCategoryId }),
    parse: (payload) => {
      const page = toPage<WireRecord>(payload);
      return { data: page.data.map(fromWire), total: page.total };
    },
    clientSide: true,
  },
  create: { path: PATH, body: ({ data }) => ({ ...fields(data), IsActive: true }) },
  update: activeToggleUpdate({
    path: PATH,
    idParam: 'productSubCategoryId',
    idField: 'ProductSubCategoryId',
    fields,
  }),
};

/**
 * The sub-categories a product may take in one category (`NewProductSubCategorys`). That call
 * needs the category; a chosen sub-category is shown from the whole list instead.
 */
export const subcategoryChoiceData: ResourceDescription = {
  getMany: async ({ http }, { ids }) => {
    const all = toPage<WireRecord>(
      await http.request('product', 'ProductSubCategory/ProductSubCategoryAll'),
    ).data;
    const wanted = new Set(ids.map(String));
    return {
      data: all
        .filter((sub) => wanted.has(String(sub.ProductSubCategoryId)))
        .map((sub) => withId(fromWire(sub), 'ProductSubCategoryId')),
    };
  },
  service: 'product',
  idField: 'ProductSubCategoryId',
  getList: {
    path: 'ProductSubCategory/NewProductSubCategorys',
    query: ({ filter }) => ({ productCategoryId: filter?.productCategoryId }),
    clientSide: true,
    queryOnlyFilters: ['productCategoryId'],
  },
};
