import { HttpError } from 'react-admin';
import type { HttpClient } from '../../api/http';

/** Spec §8's texts for a failed title lookup. */
export const CATEGORY_TITLE_MISSING = 'Tiltle property not found in response data';
export const SUBCATEGORY_TITLE_MISSING = 'Expected response.data.Data to be a non-empty array';

const KNOWN_FOR_MS = 5 * 60_000;

type Titles = Map<string, Promise<string>>;

/**
 * The category and sub-category titles of system products. The specification looks each one up
 * per item (`ProductCategory/ProductCategory`, `ProductCategory/ProductSubCategory`); we keep those
 * calls and their error texts, but ask for each distinct id once, and start from the titles the
 * whole lists already tell (one call each), so a page of 50 items costs at most 3 requests.
 */
export function createTitleLookups(http: HttpClient, now: () => number = Date.now) {
  let knownSince = -Infinity;
  let categories: Titles = new Map();
  let subcategories: Titles = new Map();
  let primed: Promise<void> | null = null;

  async function prime() {
    const [allCategories, allSubcategories] = await Promise.all([
      http
        .request<{ ProductCategoryId: number; Tiltle?: string }[]>(
          'product',
          'ProductCategory/ProductCategoryAll',
        )
        .catch(() => []),
      http
        .request<{ ProductSubCategoryId: number; ProductSubCategoryName?: string; Tiltle?: string }[]>(
          'product',
          'ProductSubCategory/ProductSubCategoryAll',
        )
        .catch(() => []),
    ]);
    for (const category of Array.isArray(allCategories) ? allCategories : []) {
      if (category.Tiltle)
        categories.set(String(category.ProductCategoryId), Promise.resolve(category.Tiltle));
    }
    for (const sub of Array.isArray(allSubcategories) ? allSubcategories : []) {
      const title = sub.Tiltle ?? sub.ProductSubCategoryName;
      if (title) subcategories.set(String(sub.ProductSubCategoryId), Promise.resolve(title));
    }
  }

  function ready(): Promise<void> {
    if (now() - knownSince > KNOWN_FOR_MS) {
      knownSince = now();
      categories = new Map();
      subcategories = new Map();
      primed = prime();
    }
    return primed!;
  }

  function remember(titles: Titles, id: unknown, lookup: () => Promise<string>): Promise<string> {
    const key = String(id);
    let title = titles.get(key);
    if (!title) {
      title = lookup();
      titles.set(key, title);
      // A failed lookup is not remembered: the next page asks again.
      title.catch(() => titles.delete(key));
    }
    return title;
  }

  return {
    async categoryTitle(id: unknown): Promise<string> {
      await ready();
      return remember(categories, id, async () => {
        const data = await http.request<{ Tiltle?: string } | null>(
          'product',
          'ProductCategory/ProductCategory',
          {
            query: { productCategoryId: String(id) },
          },
        );
        if (!data || typeof data.Tiltle !== 'string')
          throw new HttpError(CATEGORY_TITLE_MISSING, 200, data ?? {});
        return data.Tiltle;
      });
    },
    async subcategoryTitle(id: unknown): Promise<string> {
      await ready();
      return remember(subcategories, id, async () => {
        const data = await http.request<{ Tiltle?: string }[] | null>(
          'product',
          'ProductCategory/ProductSubCategory',
          {
            query: { productSubCategoryId: String(id) },
          },
        );
        if (!Array.isArray(data) || data.length === 0)
          throw new HttpError(SUBCATEGORY_TITLE_MISSING, 200, data ?? {});
        return String(data[0].Tiltle ?? '');
      });
    },
  };
}

export type TitleLookups = ReturnType<typeof createTitleLookups>;
