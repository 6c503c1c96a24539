import type { ResourceDemo } from '../../demo/kit/types';
import { seedSupportRequests } from './demoSeed';

const demo: ResourceDemo = {
  menu: { support: { id: 16, roles: null, created: '2024-04-01T09:10:00.000Z' } },
  seed: () => seedSupportRequests(),
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
};
export default demo;
