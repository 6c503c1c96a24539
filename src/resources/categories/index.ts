import { byMenuEntry, defineResource } from '../../registry/definition';

export default defineResource({
  name: 'categories',
  access: byMenuEntry('/master-data/category'),
  oldPaths: { '/master-data/category': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./categoryData').then((module) => module.categoryData),
  fetchedAtStart: true,
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'ProductCategoryId', order: 'ASC' } },
  screens: {
    list: () => import('./CategoryList'),
    form: () => import('./CategoryForm'),
  },
  recordRepresentation: 'Tiltle',
});
