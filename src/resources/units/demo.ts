import type { ResourceDemo } from '../../demo/kit/types';
import { seedUnits } from './demoSeed';

const demo: ResourceDemo = { seed: () => seedUnits };
export default demo;
