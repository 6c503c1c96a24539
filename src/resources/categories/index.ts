import { byMenuEntry, defineResource } from '../../registry/definition';

export default defineResource({
  name: 'categories',
  menu: [
    {
      key: 'category',
      path: '',
      title: { th: 'หมวดหมู่สินค้า', en: 'Categories' },
      icon: 'mdi-shape',
      demo: { id: 4, roles: ['admin', 'sales'], created: '2024-01-08T09:30:00.000Z' },
    },
    {
      key: 'category-main',
      section: 'category',
      path: '/master-data/category',
      title: { th: 'หมวดหมู่หลัก', en: 'Categories' },
      icon: 'mdi-shape-outline',
      demo: { id: 103, roles: ['admin', 'sales'], created: '2024-01-09T10:00:00.000Z' },
    },
  ],
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
