import { byMenuEntry, defineResource } from '../../registry/definition';

/**
 * Units of measure (read-only). The old route table has no path for them, so the old app's menu
 * cannot link `/units`: they also open through the catalogue's entries, the master-data
 * section's and the products' (docs/deploying.md, "The server's menu").
 */
export default defineResource({
  name: 'units',
  menu: [
    {
      key: 'master-units',
      section: 'master-data',
      path: '/units',
      title: { th: 'หน่วยนับ', en: 'Units of Measure' },
      icon: 'mdi-ruler',
    },
  ],
  access: byMenuEntry('/units', '/master-data', '/product'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./unitData').then((module) => module.unitData),
  fetchedAtStart: true,
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'UnitId', order: 'ASC' } },
  screens: { list: () => import('./UnitList') },
  recordRepresentation: 'UnitTitle',
});
