import { http } from 'msw';
import type { WireRecord } from '../../providers/dataEngine';
import {
  boolField,
  notFound,
  queryId,
  queryNumber,
  requiredNumber,
  signedIn,
  textField,
} from '../../demo/kit/input';
import { fail, ok } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { seedSubCategories } from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    subcategories: (typeof seedSubCategories)[number];
  }
}

/**
 * Sub-categories in the demo. The store keeps `Tiltle`; the whole list answers it as
 * `ProductSubCategoryName` with the category's name, and the choices of one category answer only
 * id, title and image: those answers are hand-written, the writes are generic.
 */
const demo: ResourceDemo = {
  menu: { 'category-sub': { id: 104, roles: ['admin', 'sales'], created: '2024-01-09T10:10:00.000Z' } },
  seed: () => seedSubCategories,
  pictures: {
    subcategory: {
      collection: 'subcategories',
      idField: 'ProductSubCategoryId',
      nameField: 'Tiltle',
      width: 240,
      height: 240,
      hue: 270,
      caption: false,
    },
  },
  fromBody: (body, { store }, current) => {
    const categoryId = requiredNumber(body, 'ProductCategoryId');
    if (categoryId instanceof Response) return categoryId;
    if (!store.collection('categories').some((item) => item.ProductCategoryId === categoryId))
      return fail(400, `ProductCategoryId ${categoryId} does not exist`);
    const Tiltle = textField(body, 'Tiltle');
    if (!Tiltle) return fail(400, 'Tiltle is required');
    if (current && current.ProductCategoryId !== categoryId) {
      const used = store
        .collection('products')
        .filter((product) => product.ProductSubCategoryId === current.ProductSubCategoryId).length;
      if (used)
        return fail(409, `Sub-category is used by ${used} products; it cannot move to another category`);
    }
    return {
      ProductCategoryId: categoryId,
      Tiltle,
      SubCategoryCode: textField(body, 'SubCategoryCode') || null,
      ImgUrl: textField(body, 'ImgUrl'),
      IsActive: boolField(body, 'IsActive', (current?.IsActive as boolean | undefined) ?? true),
    };
  },
  handlers: ({ store, base }) => {
    const product = base('product');
    const categoryTitle = (id: unknown) =>
      store.collection('categories').find((item) => item.ProductCategoryId === id)?.Tiltle ?? '';
    const categoryExists = (id: number) =>
      store.collection('categories').some((item) => item.ProductCategoryId === id);
    const choice = (item: WireRecord) => ({
      ProductSubCategoryId: item.ProductSubCategoryId,
      Tiltle: item.Tiltle,
      ImgUrl: item.ImgUrl,
    });
    return [
      http.get(
        `${product}ProductSubCategory/ProductSubCategoryAll`,
        signedIn(store, (_request, url) => {
          const categoryId = queryNumber(url, 'productCategoryId');
          if (categoryId !== undefined && !categoryExists(categoryId))
            return notFound('Category', categoryId);
          return ok(
            store
              .collection('subcategories')
              .filter((item) => categoryId === undefined || item.ProductCategoryId === categoryId)
              .map(({ Tiltle, ...item }) => ({
                ...item,
                ProductSubCategoryName: Tiltle,
                ProductCategoryName: categoryTitle(item.ProductCategoryId),
              })),
          );
        }),
      ),
      http.get(
        `${product}ProductSubCategory/NewProductSubCategorys`,
        signedIn(store, (_request, url) => {
          const categoryId = queryId(url, 'productCategoryId');
          if (categoryId instanceof Response) return categoryId;
          if (!categoryExists(categoryId)) return notFound('Category', categoryId);
          return ok(
            store
              .collection('subcategories')
              .filter((item) => item.ProductCategoryId === categoryId && item.IsActive)
              .map(choice),
          );
        }),
      ),
      http.get(
        `${product}ProductCategory/ProductSubCategory`,
        signedIn(store, (_request, url) => {
          const id = queryId(url, 'productSubCategoryId');
          if (id instanceof Response) return id;
          const found = store.collection('subcategories').find((item) => item.ProductSubCategoryId === id);
          return found ? ok([choice(found)]) : notFound('Sub-category', id);
        }),
      ),
    ];
  },
};
export default demo;
