import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import {
  seedGroceries,
  seedGroceryBankAccounts,
  seedGroceryBusinessTypes,
  seedGroceryUsers,
} from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    groceries: ReturnType<typeof seedGroceries>[number];
  }
}

const demo: ResourceDemo = {
  menu: {
    grocery: { id: 6, roles: ['admin', 'sales', 'support'], created: '2024-01-22T10:00:00.000Z' },
    'grocery-list': { id: 112, roles: ['admin', 'sales', 'support'], created: '2024-01-23T09:00:00.000Z' },
  },
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
  seed: (world) => seedGroceryUsers(world.seeded('groceries')),
};
export const bankAccountsDemo: ResourceDemo = {
  prepare: loadThaiAddresses,
  seed: (world) => seedGroceryBankAccounts(world.seeded('groceries')),
};
