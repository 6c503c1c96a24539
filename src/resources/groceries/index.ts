import { byMenuEntry, defineResource, everySignedInUser } from '../../registry/definition';

/** The section's list entry, or its own entry when the server's menu links `/grocery` (it leads here). */
const groceryStaff = byMenuEntry('/grocery/grocerys', '/grocery');

/** A `GroceryId` opens that store; the list call's filters (names assumed, docs/api.md) filter. */
const groceryList = {
  to: 'list',
  record: { params: ['GroceryId'], opens: 'show' },
  filter: {
    GroceryName: 'q',
    BusinessTypeCode: 'BusinessTypeCode',
    ProvinceId: { field: 'ProvinceId', value: 'number' },
  },
} as const;

/** Grocery stores: the list and the detail. */
export const groceries = defineResource({
  name: 'groceries',
  menu: [
    {
      key: 'grocery',
      path: '',
      title: { th: 'ร้านค้าโชห่วย', en: 'Grocery Stores' },
      icon: 'mdi-store',
    },
    {
      key: 'grocery-list',
      section: 'grocery',
      path: '/grocery/grocerys',
      title: { th: 'รายชื่อร้านค้าโชห่วย', en: 'Grocery Store List' },
      icon: 'mdi-storefront',
    },
  ],
  access: groceryStaff,
  oldPaths: {
    '/grocery': groceryList,
    '/grocery/grocerys': groceryList,
    '/grocery/gc-detail': { to: 'show', record: { params: ['GroceryId', 'id'] } },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./groceryData').then((module) => module.groceryData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./GroceryList'), show: () => import('./GroceryShow') },
  recordRepresentation: 'GroceryName',
  // Who did what to the partner and to what is its (products, users, licence, pay-outs): its
  // detail's history tab (docs/api.md, "Record history").
  history: true,
  search: {
    filter: 'q',
    field: 'GroceryName',
    opens: 'show',
    // Two partners may share a name: each row found says where it is (loaded with the answer).
    details: () =>
      import('../shared/domain/partners/partnerLabel').then((module) =>
        module.partnerDetailLines('groceries'),
      ),
  },
});

/** Data only: grocery business types (master data). */
export const groceryBusinessTypes = defineResource({
  name: 'grocery-business-types',
  access: everySignedInUser(),
  data: () => import('./groceryData').then((module) => module.groceryBusinessTypeData),
  demo: () => import('./demo').then((module) => ({ default: module.businessTypesDemo })),
  recordRepresentation: 'BusinessType',
});

/** Data only: a store's account users, shown in its detail. */
export const groceryUsers = defineResource({
  name: 'grocery-users',
  access: groceryStaff,
  data: () => import('./groceryData').then((module) => module.groceryUserData),
  demo: () => import('./demo').then((module) => ({ default: module.usersDemo })),
  recordRepresentation: 'FullName',
});

/** Data only: a store's bank account, shown in its detail. */
export const groceryBankAccounts = defineResource({
  name: 'grocery-bank-accounts',
  access: groceryStaff,
  data: () => import('./groceryData').then((module) => module.groceryBankAccountData),
  demo: () => import('./demo').then((module) => ({ default: module.bankAccountsDemo })),
  recordRepresentation: 'BankName',
});
