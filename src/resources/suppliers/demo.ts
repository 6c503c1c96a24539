import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import {
  seedSupplierBankAccounts,
  seedSupplierBusinessTypes,
  seedSupplierUsers,
  seedSuppliers,
} from './demoSeed';

const demo: ResourceDemo = {
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

// Users and bank accounts hang off the same 300 suppliers; the seeds are deterministic, so making
// the suppliers again for them gives the very same records.
export const usersDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: () => seedSupplierUsers(seedSuppliers()),
};

export const bankAccountsDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: () => seedSupplierBankAccounts(seedSuppliers()),
};
