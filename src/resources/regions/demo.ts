import type { ResourceDemo } from '../../demo/kit/types';
import { seedRegions } from './demoSeed';

const demo: ResourceDemo = { seed: () => seedRegions };
export default demo;
