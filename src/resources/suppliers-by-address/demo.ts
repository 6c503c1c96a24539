import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';

/** The suppliers themselves, answered whole: the service reads its own supplier records. */
const demo: ResourceDemo = {
  menu: { 'sales-province': { id: 123, roles: ['admin', 'sales'], created: '2024-03-19T09:00:00.000Z' } },
  prepare: loadThaiAddresses,
  collection: 'suppliers',
};
export default demo;
