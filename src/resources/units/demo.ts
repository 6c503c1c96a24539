import type { ResourceDemo } from '../../demo/kit/types';
import { seedUnits } from './demoSeed';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    units: (typeof seedUnits)[number];
  }
}

const demo: ResourceDemo = { seed: () => seedUnits };
export default demo;
