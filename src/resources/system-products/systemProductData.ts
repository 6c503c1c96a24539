import { HttpError, type GetListResult } from 'react-admin';
import type { SystemProductWire } from '../shared/catalogueWire';
import type { ResourceDescription } from '../../providers/dataEngine';
import { titleLookups } from './titleLookups';

/** Spec §5 / §8: the system-product list treats an empty or non-array result as an error. */
export const SYSTEM_PRODUCTS_INVALID =
  'Invalid data format: response.data.Data.Data is not an array or is empty';
/** Spec §9. */
export const UNKNOWN_PRODUCT = 'Unknown Product';

/** The catalogue as suppliers see it, with stock and images (`Product/GetSystemProductDetail`). */
export const systemProductData: ResourceDescription = {
  service: 'product',
  idField: 'ProductId',
  getList: async ({ http, lookup }, { pagination, filter }): Promise<GetListResult> => {
    const answer = await http.request<{ Data?: unknown; Total?: number } | null>(
      'product',
      'Product/GetSystemProductDetail',
      {
        query: {
          Page: pagination?.page ?? 1,
          PageSize: pagination?.perPage ?? 50,
          Producttitle: filter?.Producttitle,
          CategoryId: filter?.CategoryId,
          SubCategoryId: filter?.SubCategoryId,
        },
      },
    );
    const items = answer?.Data;
    if (!Array.isArray(items) || items.length === 0)
      throw new HttpError(SYSTEM_PRODUCTS_INVALID, 200, answer ?? {});
    const lookups = titleLookups(lookup);
    const data = await Promise.all(
      (items as SystemProductWire[]).map(async (item) => {
        const details = item.ProductDetails;
        const [ProductCategoryTitle, ProductSubCategoryTitle] = await Promise.all([
          lookups.categoryTitle(details.ProductCategoryId),
          lookups.subcategoryTitle(details.ProductSubCategoryId),
        ]);
        const cover = item.ProductImages?.find((image) => image.IsCover) ?? item.ProductImages?.[0];
        const stock = item.StockItems?.[0];
        return {
          ...details,
          ...item.ProductAttributes,
          id: details.ProductId,
          ProductName: details.ProductName || UNKNOWN_PRODUCT,
          ProductCategoryTitle,
          ProductSubCategoryTitle,
          CoverImage: cover?.ImgUrl ?? '',
          Quantity: stock?.Quantity ?? 0,
          UnitPrice: stock?.UnitPrice ?? 0,
        };
      }),
    );
    return { data, total: Number(answer?.Total ?? data.length) };
  },
};
