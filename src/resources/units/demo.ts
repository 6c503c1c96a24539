import type { ResourceDemo } from '../../demo/kit/types';
import { seedUnits } from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    units: (typeof seedUnits)[number];
  }
}

const demo: ResourceDemo = {
  menu: { 'master-units': { id: 139, roles: ['admin'], created: '2024-06-04T10:40:00.000Z' } },
  seed: () => seedUnits,
};
export default demo;
