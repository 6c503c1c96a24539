import { HttpError, type GetListResult } from 'react-admin';
import type { SystemProductWire } from '../shared/domain/catalogue/catalogueWire';
import type { ResourceDescription } from '../../providers/dataEngine';
import { titleLookups } from './titleLookups';

/**
 * The old app's error text for a system-product answer that holds no list, verbatim
 * (docs/requirements.md, "Message catalogue"). The screen shows the translated message
 * `SYSTEM_PRODUCTS_INVALID_KEY` names (this text in English, a Thai one in Thai); an empty list is
 * no error but "no products found" (docs/api.md, "System products").
 */
export const SYSTEM_PRODUCTS_INVALID =
  'Invalid data format: response.data.Data.Data is not an array or is empty';
/** The error of an answer without a list: a translation key, so a Thai screen says it in Thai. */
export const SYSTEM_PRODUCTS_INVALID_KEY = 'resources.system-products.invalid_answer';
/** A product without a name, kept verbatim (docs/requirements.md, "Message catalogue"). */
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
    // The specification counts an empty result as an error too; for staff a search that matches
    // nothing is "no products found" (an empty page, or no `Data` at all), so only an answer that
    // holds something other than the page's list is one.
    if (answer === null || answer === undefined) return { data: [], total: 0 };
    const items = answer.Data;
    if (!Array.isArray(items))
      throw new HttpError(SYSTEM_PRODUCTS_INVALID_KEY, 200, { message: SYSTEM_PRODUCTS_INVALID });
    if (items.length === 0) return { data: [], total: 0 };
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
