import type { ResourceDemo } from '../../demo/kit/types';
import { seedSupportRequests } from './demoSeed';

const demo: ResourceDemo = {
  seed: () => seedSupportRequests(),
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
};
export default demo;
