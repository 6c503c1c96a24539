import type { ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../../demo/kit/masterDataWrites';
import * as nameChecks from '../shared/domain/masterData/masterDataRules';
import { seedRegions } from '../../demo/kit/regions';

const demo: ResourceDemo = {
  seed: () => seedRegions,
  fromBody: masterDataFromBody(nameChecks, 'regions', 'RegionName', 'RegionId'),
};
export default demo;
