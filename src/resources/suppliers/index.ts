import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';

/** Wholesalers (spec §3 Supplier): the list, with the detail screen to come (see the partners issue). */
export const suppliers = defineResource({
  name: 'suppliers',
  access: byMenuEntry('/wholesale/seller'),
  oldPaths: { '/wholesale': 'list', '/wholesale/seller': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./supplierData').then((module) => module.supplierData),
  demo: () => import('./demo'),
  screens: { list: () => import('./SupplierList') },
  recordRepresentation: 'SupplierName',
});

/** Data only: wholesale business types (master data), for filters and labels. */
export const supplierBusinessTypes = defineResource({
  name: 'supplier-business-types',
  access: everySignedInUser(),
  data: () => import('./supplierData').then((module) => module.supplierBusinessTypeData),
  demo: () => import('./demo').then((module) => ({ default: module.businessTypesDemo })),
  recordRepresentation: 'BusinessType',
});
