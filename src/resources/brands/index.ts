import { byMenuEntry, defineResource } from '../../registry/definition';

export default defineResource({
  name: 'brands',
  access: byMenuEntry('/brand'),
  oldPaths: {
    '/brand': 'list',
    '/brand/components/AddBrand': 'create',
    '/brand/components/EditBrand': 'edit',
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
});
