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

export const supplierAddressTypesDemo: ResourceDemo = { seed: () => seedAddressTypes('WS') };
export const groceryAddressTypesDemo: ResourceDemo = { seed: () => seedAddressTypes('GC') };
