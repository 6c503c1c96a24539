import { byMenuEntry, defineResource, everySignedInUser, type ScreenLoader } from '../../registry/definition';

type Screen =
  'SupplierAddressTypes' | 'GroceryAddressTypes' | 'SupplierBusinessTypes' | 'GroceryBusinessTypes';
const screen =
  (name: Screen): ScreenLoader =>
  () =>
    import('./TypeLists').then((module) => ({ default: module[name] }));
const route = (path: string, name: Screen) => ({ path, access: byMenuEntry(path), screen: screen(name) });

/**
 * Address types of the supplier and grocery services (reference data every screen may read), and
 * the four master-data screens of address and business types, each for its menu entry's roles.
 */
export const supplierAddressTypes = defineResource({
  name: 'supplier-address-types',
  menu: [
    {
      key: 'master-ws-address-type',
      section: 'master-data',
      path: '/master-data/WS/address-type',
      title: { th: 'ประเภทที่อยู่ผู้ขายส่ง', en: 'Wholesaler Address Types' },
      icon: 'mdi-home-group',
    },
    {
      key: 'master-ws-business-type',
      section: 'master-data',
      path: '/master-data/WS/business-type',
      title: { th: 'ประเภทธุรกิจผู้ขายส่ง', en: 'Wholesaler Business Types' },
      icon: 'mdi-briefcase-variant',
    },
  ],
  access: everySignedInUser(),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./addressTypeData').then((module) => module.supplierAddressTypeData),
  demo: () => import('./demo').then((module) => ({ default: module.supplierAddressTypesDemo })),
  routes: [
    route('/master-data/WS/address-type', 'SupplierAddressTypes'),
    route('/master-data/WS/business-type', 'SupplierBusinessTypes'),
  ],
  recordRepresentation: 'AddressTypeName',
});

export const groceryAddressTypes = defineResource({
  name: 'grocery-address-types',
  menu: [
    {
      key: 'master-gc-address-type',
      section: 'master-data',
      path: '/master-data/GC/address-type',
      title: { th: 'ประเภทที่อยู่ร้านค้าโชห่วย', en: 'Grocery Address Types' },
      icon: 'mdi-home-city',
    },
    {
      key: 'master-gc-business-type',
      section: 'master-data',
      path: '/master-data/GC/business-type',
      title: { th: 'ประเภทธุรกิจร้านค้าโชห่วย', en: 'Grocery Business Types' },
      icon: 'mdi-briefcase',
    },
  ],
  access: everySignedInUser(),
  data: () => import('./addressTypeData').then((module) => module.groceryAddressTypeData),
  demo: () => import('./demo').then((module) => ({ default: module.groceryAddressTypesDemo })),
  routes: [
    route('/master-data/GC/address-type', 'GroceryAddressTypes'),
    route('/master-data/GC/business-type', 'GroceryBusinessTypes'),
  ],
  recordRepresentation: 'AddressTypeName',
});
