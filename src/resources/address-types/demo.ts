import type { ResourceDemo } from '../../demo/kit/types';

/** The kinds of address a store gives: where it trades, where goods go, where bills go. */
const seedAddressTypes = (prefix: string) =>
  [
    ['SHOP', 'ที่ตั้งร้าน'],
    ['DELIVERY', 'ที่อยู่จัดส่งสินค้า'],
    ['BILLING', 'ที่อยู่ออกใบกำกับภาษี'],
    ['WAREHOUSE', 'คลังสินค้า'],
    ['HOME', 'ที่อยู่เจ้าของร้าน'],
  ]
    .filter(([code]) => prefix === 'WS' || code !== 'WAREHOUSE')
    .map(([code, name]) => ({ AddressTypeCode: `${prefix}-${code}`, AddressTypeName: name }));

export const supplierAddressTypesDemo: ResourceDemo = {
  menu: {
    'master-ws-address-type': { id: 135, roles: ['admin'], created: '2024-06-04T10:10:00.000Z' },
    'master-ws-business-type': { id: 136, roles: ['admin'], created: '2024-06-04T10:20:00.000Z' },
  },
  seed: () => seedAddressTypes('WS'),
};
export const groceryAddressTypesDemo: ResourceDemo = {
  menu: {
    'master-gc-address-type': { id: 133, roles: ['admin'], created: '2024-06-04T09:50:00.000Z' },
    'master-gc-business-type': { id: 134, roles: ['admin'], created: '2024-06-04T10:00:00.000Z' },
  },
  seed: () => seedAddressTypes('GC'),
};
