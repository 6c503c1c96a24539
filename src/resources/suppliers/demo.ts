import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import { seedSupplierBusinessTypes, seedSuppliers } from './demoSeed';

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

export const businessTypesDemo: ResourceDemo = { seed: () => seedSupplierBusinessTypes };
