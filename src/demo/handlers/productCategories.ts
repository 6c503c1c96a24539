import { http } from 'msw';
import type { CategoryWire, SubCategoryChoiceWire, SubCategoryWire } from '../../api/catalogueWire';
import type { DemoSubCategory } from '../seed/catalogue';
import type { DemoStore } from '../store';
import {
  boolField,
  nextId,
  notFound,
  queryId,
  queryNumber,
  requiredNumber,
  signedIn,
  textField,
  type Body,
} from './input';
import { fail, ok, readJson } from './respond';

const CATEGORY = 'ProductCategory/ProductCategory';
const SUB_CATEGORY = 'ProductSubCategory/NewProductSubCategory';

/** Categories, sub-categories and units of the product service. */
export function categoryHandlers(store: DemoStore, base: string) {
  const category = (id: number) => store.data.categories.find((item) => item.ProductCategoryId === id);
  const subCategory = (id: number) =>
    store.data.subCategories.find((item) => item.ProductSubCategoryId === id);

  const subAnswer = (item: DemoSubCategory): SubCategoryWire => ({
    ProductSubCategoryId: item.ProductSubCategoryId,
    ProductSubCategoryName: item.Tiltle,
    SubCategoryCode: item.SubCategoryCode,
    ProductCategoryId: item.ProductCategoryId,
    ProductCategoryName: category(item.ProductCategoryId)?.Tiltle ?? '',
    ImgUrl: item.ImgUrl,
    IsActive: item.IsActive,
  });
  const choice = (item: DemoSubCategory): SubCategoryChoiceWire => ({
    ProductSubCategoryId: item.ProductSubCategoryId,
    Tiltle: item.Tiltle,
    ImgUrl: item.ImgUrl,
  });

  /** A category's fields from a body: Tiltle required, CategoryCode unique when given. */
  function categoryFields(
    body: Body,
    current?: CategoryWire,
  ): Omit<CategoryWire, 'ProductCategoryId'> | Response {
    const Tiltle = textField(body, 'Tiltle');
    if (!Tiltle) return fail(400, 'Tiltle is required');
    const CategoryCode = textField(body, 'CategoryCode') || null;
    const taken =
      CategoryCode &&
      store.data.categories.find(
        (item) =>
          item !== current && item.CategoryCode?.toLocaleLowerCase() === CategoryCode.toLocaleLowerCase(),
      );
    if (taken) {
      return fail(
        409,
        `CategoryCode "${CategoryCode}" is already used by category ${taken.ProductCategoryId}`,
      );
    }
    return {
      Tiltle,
      CategoryCode,
      IsActive: boolField(body, 'IsActive', current?.IsActive ?? true),
      ImageBanner: textField(body, 'ImageBanner'),
      ImageIcon: textField(body, 'ImageIcon'),
    };
  }

  /** A sub-category's fields from a body: an existing ProductCategoryId and a Tiltle are required. */
  function subFields(
    body: Body,
    current?: DemoSubCategory,
  ): Omit<DemoSubCategory, 'ProductSubCategoryId'> | Response {
    const categoryId = requiredNumber(body, 'ProductCategoryId');
    if (categoryId instanceof Response) return categoryId;
    if (!category(categoryId)) return fail(400, `ProductCategoryId ${categoryId} does not exist`);
    const Tiltle = textField(body, 'Tiltle');
    if (!Tiltle) return fail(400, 'Tiltle is required');
    if (current && current.ProductCategoryId !== categoryId) {
      const used = store.data.products.filter(
        (product) => product.ProductSubCategoryId === current.ProductSubCategoryId,
      ).length;
      if (used) {
        return fail(409, `Sub-category is used by ${used} products; it cannot move to another category`);
      }
    }
    return {
      ProductCategoryId: categoryId,
      Tiltle,
      SubCategoryCode: textField(body, 'SubCategoryCode') || null,
      ImgUrl: textField(body, 'ImgUrl'),
      IsActive: boolField(body, 'IsActive', current?.IsActive ?? true),
    };
  }

  return [
    http.get(
      `${base}UnitMeasurement/Units`,
      signedIn(store, () => ok(store.data.units)),
    ),

    http.get(
      `${base}ProductCategory/ProductCategoryAll`,
      signedIn(store, () => ok(store.data.categories)),
    ),

    http.get(
      `${base}${CATEGORY}`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productCategoryId');
        if (id instanceof Response) return id;
        const found = category(id);
        return found ? ok(found) : notFound('Category', id);
      }),
    ),

    http.get(
      `${base}ProductCategory/ProductSubCategory`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productSubCategoryId');
        if (id instanceof Response) return id;
        const found = subCategory(id);
        return found ? ok([choice(found)]) : notFound('Sub-category', id);
      }),
    ),

    http.post(
      `${base}${CATEGORY}`,
      signedIn(store, async (request) => {
        const fields = categoryFields(await readJson(request));
        if (fields instanceof Response) return fields;
        const created = store.change((data) => {
          const item = {
            ProductCategoryId: nextId(data.categories, (row) => row.ProductCategoryId),
            ...fields,
          };
          data.categories.push(item);
          return item;
        });
        return ok(created, 'Category created');
      }),
    ),

    http.put(
      `${base}${CATEGORY}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = requiredNumber(body, 'ProductCategoryId');
        if (id instanceof Response) return id;
        const current = category(id);
        if (!current) return notFound('Category', id);
        const fields = categoryFields(body, current);
        if (fields instanceof Response) return fields;
        store.change(() => Object.assign(current, fields));
        return ok(current, 'Category updated');
      }),
    ),

    http.patch(
      `${base}${CATEGORY}`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productCategoryId');
        if (id instanceof Response) return id;
        const current = category(id);
        if (!current) return notFound('Category', id);
        store.change(() => {
          current.IsActive = !current.IsActive;
        });
        return ok(current, current.IsActive ? 'Category activated' : 'Category deactivated');
      }),
    ),

    http.get(
      `${base}ProductSubCategory/ProductSubCategoryAll`,
      signedIn(store, (_request, url) => {
        const categoryId = queryNumber(url, 'productCategoryId');
        if (categoryId !== undefined && !category(categoryId)) return notFound('Category', categoryId);
        const rows = store.data.subCategories.filter(
          (item) => categoryId === undefined || item.ProductCategoryId === categoryId,
        );
        return ok(rows.map(subAnswer));
      }),
    ),

    http.get(
      `${base}ProductSubCategory/NewProductSubCategorys`,
      signedIn(store, (_request, url) => {
        const categoryId = queryId(url, 'productCategoryId');
        if (categoryId instanceof Response) return categoryId;
        if (!category(categoryId)) return notFound('Category', categoryId);
        const rows = store.data.subCategories.filter(
          (item) => item.ProductCategoryId === categoryId && item.IsActive,
        );
        return ok(rows.map(choice));
      }),
    ),

    http.post(
      `${base}${SUB_CATEGORY}`,
      signedIn(store, async (request) => {
        const fields = subFields(await readJson(request));
        if (fields instanceof Response) return fields;
        const created = store.change((data) => {
          const item = {
            ProductSubCategoryId: nextId(data.subCategories, (row) => row.ProductSubCategoryId),
            ...fields,
          };
          data.subCategories.push(item);
          return item;
        });
        return ok(subAnswer(created), 'Sub-category created');
      }),
    ),

    http.put(
      `${base}${SUB_CATEGORY}`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = requiredNumber(body, 'ProductSubCategoryId');
        if (id instanceof Response) return id;
        const current = subCategory(id);
        if (!current) return notFound('Sub-category', id);
        const fields = subFields(body, current);
        if (fields instanceof Response) return fields;
        store.change(() => Object.assign(current, fields));
        return ok(subAnswer(current), 'Sub-category updated');
      }),
    ),

    http.patch(
      `${base}${SUB_CATEGORY}`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'productSubCategoryId');
        if (id instanceof Response) return id;
        const current = subCategory(id);
        if (!current) return notFound('Sub-category', id);
        store.change(() => {
          current.IsActive = !current.IsActive;
        });
        return ok(
          subAnswer(current),
          current.IsActive ? 'Sub-category activated' : 'Sub-category deactivated',
        );
      }),
    ),
  ];
}
