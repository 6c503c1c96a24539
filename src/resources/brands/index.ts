import { byMenuEntry, defineResource } from '../../registry/definition';

export default defineResource({
  name: 'brands',
  menu: [
    {
      key: 'brand',
      path: '/brand',
      title: { th: 'แบรนด์', en: 'Brands' },
      icon: 'mdi-tag',
    },
  ],
  access: byMenuEntry('/brand'),
  // Old links name a brand by `BrandId` or `id`, and search by the list call's `BrandName` (docs/deploying.md).
  oldPaths: {
    '/brand': { to: 'list', record: { params: ['BrandId'], opens: 'edit' }, filter: { BrandName: 'q' } },
    '/brand/components/AddBrand': 'create',
    '/brand/components/EditBrand': { to: 'edit', record: { params: ['BrandId', 'id'] } },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./brandData').then((module) => module.brandData),
  fetchedAtStart: true,
  listOpensWith: { sort: { field: 'BrandId', order: 'DESC' } },
  demo: () => import('./demo'),
  screens: {
    list: () => import('./BrandList'),
    form: () => import('./BrandForm'),
  },
  recordRepresentation: 'BrandTitle',
  // Who did what to a record and when (docs/api.md, "Record history").
  history: true,
});
