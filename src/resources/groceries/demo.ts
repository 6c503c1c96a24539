import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import type { GroceryWire } from '../shared/domain/partners/partnerWire';
import {
  seedGroceries,
  seedGroceryBankAccounts,
  seedGroceryBusinessTypes,
  seedGroceryUsers,
} from './demoSeed';

const demo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: seedGroceries,
  pictures: {
    grocery: {
      collection: 'groceries',
      idField: 'GroceryPictureNo',
      nameField: 'GroceryName',
      width: 240,
      height: 240,
      hue: 140,
      caption: false,
    },
  },
};
export default demo;

export const businessTypesDemo: ResourceDemo = { seed: () => seedGroceryBusinessTypes };

// Users and bank accounts hang off the same stores, as the world seeded them.
export const usersDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: (world) => seedGroceryUsers(world.seeded<GroceryWire>('groceries')),
};
export const bankAccountsDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: (world) => seedGroceryBankAccounts(world.seeded<GroceryWire>('groceries')),
};
