import type { ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../shared/domain/masterData/masterDataDemo';
import { seedRegions } from '../../demo/kit/regions';

const demo: ResourceDemo = {
  seed: () => seedRegions,
  fromBody: masterDataFromBody('regions', 'RegionName', 'RegionId'),
};
export default demo;
