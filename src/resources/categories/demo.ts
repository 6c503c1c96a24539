import { boolField, textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { seedCategories } from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    categories: (typeof seedCategories)[number];
  }
}

const picture = { collection: 'categories', idField: 'ProductCategoryId', nameField: 'Tiltle', hue: 180 };

/** Categories in the demo: a title is required; a code, when given, is unique. */
const demo: ResourceDemo = {
  menu: {
    category: { id: 4, roles: ['admin', 'sales'], created: '2024-01-08T09:30:00.000Z' },
    'category-main': { id: 103, roles: ['admin', 'sales'], created: '2024-01-09T10:00:00.000Z' },
  },
  seed: () => seedCategories,
  pictures: {
    'category-icon': { ...picture, width: 128, height: 128, caption: false },
    'category-banner': { ...picture, width: 1200, height: 360, caption: true },
  },
  fromBody: (body, { store }, current) => {
    const Tiltle = textField(body, 'Tiltle');
    if (!Tiltle) return fail(400, 'Tiltle is required');
    const CategoryCode = textField(body, 'CategoryCode') || null;
    const taken =
      CategoryCode &&
      store
        .collection('categories')
        .find(
          (item) =>
            item !== current &&
            String(item.CategoryCode ?? '').toLocaleLowerCase() === CategoryCode.toLocaleLowerCase(),
        );
    if (taken) {
      return fail(
        409,
        `CategoryCode "${CategoryCode}" is already used by category ${String(taken.ProductCategoryId)}`,
      );
    }
    return {
      Tiltle,
      CategoryCode,
      IsActive: boolField(body, 'IsActive', (current?.IsActive as boolean | undefined) ?? true),
      ImageBanner: textField(body, 'ImageBanner'),
      ImageIcon: textField(body, 'ImageIcon'),
    };
  },
};
export default demo;
