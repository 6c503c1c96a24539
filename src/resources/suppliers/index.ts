import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';

/** The section's list entry, or its own entry when the server's menu links `/wholesale` (it leads here). */
const wholesalers = byMenuEntry('/wholesale/seller', '/wholesale');

/** A `SupplierId` opens that supplier; the list call's filters (names assumed, docs/api.md) filter. */
const supplierList = {
  to: 'list',
  record: { params: ['SupplierId'], opens: 'show' },
  filter: {
    SupplierName: 'q',
    BusinessTypeCode: 'BusinessTypeCode',
    ProvinceId: { field: 'ProvinceId', value: 'number' },
  },
} as const;

/** Wholesalers: the list and the detail. */
export const suppliers = defineResource({
  name: 'suppliers',
  menu: [
    {
      key: 'wholesale',
      path: '',
      title: { th: 'ผู้ขายส่ง', en: 'Wholesale Sellers' },
      // empty: the menu's default icon
      icon: '',
    },
    {
      key: 'wholesale-seller',
      section: 'wholesale',
      path: '/wholesale/seller',
      title: { th: 'รายชื่อผู้ขายส่ง', en: 'Wholesale Seller List' },
      icon: 'mdi-warehouse',
    },
  ],
  access: wholesalers,
  oldPaths: {
    '/wholesale': supplierList,
    '/wholesale/seller': supplierList,
    '/wholesale/ws-detail': { to: 'show', record: { params: ['SupplierId', 'id'] } },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./supplierData').then((module) => module.supplierData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./SupplierList'), show: () => import('./SupplierShow') },
  recordRepresentation: 'SupplierName',
  // Who did what to the partner and to what is its (products, users, licence, pay-outs): its
  // detail's history tab (docs/api.md, "Record history").
  history: true,
  search: {
    filter: 'q',
    field: 'SupplierName',
    opens: 'show',
    // Two partners may share a name: each row found says where it is (loaded with the answer).
    details: () =>
      import('../shared/domain/partners/partnerLabel').then((module) =>
        module.partnerDetailLines('suppliers'),
      ),
  },
});

/**
 * Data only: every supplier at once (`BackOfficeSupplier/AllSuppliers`), so that other lists name
 * their suppliers from one cached answer instead of a page of the paged list.
 */
export const allSuppliers = defineResource({
  name: 'all-suppliers',
  access: everySignedInUser(),
  data: () => import('./supplierData').then((module) => module.allSupplierData),
  demo: () => import('./demo').then((module) => ({ default: module.allSuppliersDemo })),
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
