import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';
import { nullIfEmpty } from '../shared/domain/catalogue/nullIfEmpty';

const PATH = 'ProductSubCategory/NewProductSubCategory';

/** The list answers `ProductSubCategoryName`; the app's field is `Tiltle`, as the other calls spell it. */
const fromWire = (wire: WireRecord): WireRecord => ({
  ...wire,
  Tiltle: wire.Tiltle ?? wire.ProductSubCategoryName ?? '',
});

const fields = (data: Record<string, unknown>) => ({
  ProductCategoryId: Number(data.ProductCategoryId),
  Tiltle: String(data.Tiltle ?? '').trim(),
  SubCategoryCode: nullIfEmpty(data.SubCategoryCode),
  ImgUrl: String(data.ImgUrl ?? ''),
});

/** Product sub-categories, the whole list at once, filterable by category. */
export const subcategoryData: ResourceDescription = {
  service: 'product',
  idField: 'ProductSubCategoryId',
  fromWire,
  getList: {
    path: 'ProductSubCategory/ProductSubCategoryAll',
    filters: { ProductCategoryId: { param: 'productCategoryId', field: 'ProductCategoryId' } },
  },
  create: { path: PATH, body: ({ data }) => ({ ...fields(data), IsActive: true }) },
  update: {
    path: PATH,
    body: ({ id, data, previousData }) => ({
      ProductSubCategoryId: id,
      ...fields(data),
      IsActive: !!previousData?.IsActive,
    }),
  },
  activeToggle: { path: PATH, idParam: 'productSubCategoryId' },
};

/**
 * The sub-categories a product may take in one category (`NewProductSubCategorys`, which needs the
 * category), and one sub-category's title (`ProductCategory/ProductSubCategory`).
 */
export const subcategoryChoiceData: ResourceDescription = {
  service: 'product',
  idField: 'ProductSubCategoryId',
  getList: {
    path: 'ProductSubCategory/NewProductSubCategorys',
    filters: { productCategoryId: { param: 'productCategoryId', serverOnly: true } },
  },
  // The answer is the title alone (`Data[0].Tiltle`): it never names the id it was asked for.
  getOne: {
    path: 'ProductCategory/ProductSubCategory',
    idParam: 'productSubCategoryId',
    answerOmitsId: true,
  },
  many: 'one',
};
