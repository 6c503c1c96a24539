import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';

export const subcategories = defineResource({
  name: 'subcategories',
  menu: [
    {
      key: 'category-sub',
      section: 'category',
      path: '/master-data/sub-category',
      title: { th: 'หมวดหมู่ย่อย', en: 'Sub-categories' },
      icon: 'mdi-file-tree',
    },
  ],
  access: byMenuEntry('/master-data/sub-category'),
  oldPaths: { '/master-data/sub-category': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./subcategoryData').then((module) => module.subcategoryData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'ProductSubCategoryId', order: 'ASC' } },
  screens: {
    list: () => import('./SubcategoryList'),
    form: () => import('./SubcategoryForm'),
  },
  recordRepresentation: 'Tiltle',
});

/** Data only: the sub-categories offered for a product of one category, read by forms and filters. */
export const subcategoryChoices = defineResource({
  name: 'subcategory-choices',
  access: everySignedInUser(),
  data: () => import('./subcategoryData').then((module) => module.subcategoryChoiceData),
  recordRepresentation: 'Tiltle',
});
