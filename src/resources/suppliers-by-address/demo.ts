import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';

/** The suppliers themselves, answered whole: the service reads its own supplier records. */
const demo: ResourceDemo = { prepare: loadThaiAddresses, collection: 'suppliers' };
export default demo;
