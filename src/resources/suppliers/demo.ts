import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import {
  seedSupplierBankAccounts,
  seedSupplierBusinessTypes,
  seedSupplierUsers,
  seedSuppliers,
} from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    suppliers: ReturnType<typeof seedSuppliers>[number];
  }
}

const demo: ResourceDemo = {
  menu: {
    wholesale: { id: 7, roles: ['admin', 'sales', 'support'], created: '2024-01-22T10:10:00.000Z' },
    'wholesale-seller': {
      id: 114,
      roles: ['admin', 'sales', 'support'],
      created: '2024-01-23T10:00:00.000Z',
    },
  },
  prepare: loadThaiAddresses,
  seed: seedSuppliers,
  pictures: {
    supplier: {
      collection: 'suppliers',
      idField: 'SupplierAddressId',
      nameField: 'SupplierName',
      width: 240,
      height: 240,
      hue: 200,
      caption: false,
    },
  },
};
export default demo;

/** `AllSuppliers` answers the suppliers' own collection. */
export const allSuppliersDemo: ResourceDemo = { prepare: loadThaiAddresses, collection: 'suppliers' };

export const businessTypesDemo: ResourceDemo = { seed: () => seedSupplierBusinessTypes };

// Users and bank accounts hang off the same 300 suppliers, as the world seeded them.
export const usersDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: (world) => seedSupplierUsers(world.seeded('suppliers')),
};

export const bankAccountsDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: (world) => seedSupplierBankAccounts(world.seeded('suppliers')),
};
