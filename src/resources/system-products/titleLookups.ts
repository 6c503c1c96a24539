import { HttpError, type Identifier } from 'react-admin';
import type { Lookup } from '../../providers/dataEngine';

/** The texts of a failed title lookup, kept verbatim (docs/requirements.md, "Message catalogue"). */
export const CATEGORY_TITLE_MISSING = 'Tiltle property not found in response data';
export const SUBCATEGORY_TITLE_MISSING = 'Expected response.data.Data to be a non-empty array';

/**
 * The category and sub-category titles of system products. The specification looks each one up
 * per item (`ProductCategory/ProductCategory`, `ProductCategory/ProductSubCategory`); we keep those
 * calls and their error texts, but through the data provider's cache: the whole lists (fetched at
 * start-up) answer first, and a title still unknown is asked once per id.
 */
export function titleLookups(lookup: Lookup) {
  async function titleOf(id: Identifier, list: string, one: string, missing: string): Promise<string> {
    const known = (await lookup.all(list).catch(() => [])).find((record) => String(record.id) === String(id));
    if (typeof known?.Tiltle === 'string' && known.Tiltle) return known.Tiltle;
    let record;
    try {
      record = await lookup.one(one, id);
    } catch (error) {
      if ((error as HttpError)?.status === 404) throw new HttpError(missing, 200, {});
      throw error;
    }
    if (typeof record?.Tiltle !== 'string') throw new HttpError(missing, 200, record ?? {});
    return record.Tiltle;
  }
  return {
    categoryTitle: (id: Identifier) => titleOf(id, 'categories', 'categories', CATEGORY_TITLE_MISSING),
    subcategoryTitle: (id: Identifier) =>
      titleOf(id, 'subcategories', 'subcategory-choices', SUBCATEGORY_TITLE_MISSING),
  };
}
