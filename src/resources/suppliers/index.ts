import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';

const wholesalers = byMenuEntry('/wholesale/seller');

/** Wholesalers (spec §3 Supplier): the list and the detail. */
export const suppliers = defineResource({
  name: 'suppliers',
  access: wholesalers,
  oldPaths: { '/wholesale': 'list', '/wholesale/seller': 'list', '/wholesale/ws-detail': 'show' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./supplierData').then((module) => module.supplierData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./SupplierList'), show: () => import('./SupplierShow') },
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

/** Data only: a supplier's account users, shown in its detail. */
export const supplierUsers = defineResource({
  name: 'supplier-users',
  access: wholesalers,
  data: () => import('./supplierData').then((module) => module.supplierUserData),
  demo: () => import('./demo').then((module) => ({ default: module.usersDemo })),
  recordRepresentation: 'FullName',
});

/** Data only: a supplier's bank account, shown in its detail. */
export const supplierBankAccounts = defineResource({
  name: 'supplier-bank-accounts',
  access: wholesalers,
  data: () => import('./supplierData').then((module) => module.supplierBankAccountData),
  demo: () => import('./demo').then((module) => ({ default: module.bankAccountsDemo })),
  recordRepresentation: 'BankName',
});
