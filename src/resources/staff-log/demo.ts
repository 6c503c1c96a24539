import type { ResourceDemo } from '../../demo/kit/types';
import { seedStaffLog } from './demoSeed';

const demo: ResourceDemo = { seed: () => seedStaffLog() };
export default demo;
