import type { ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../../demo/kit/masterDataWrites';
import * as nameChecks from '../shared/domain/masterData/masterDataRules';
import { seedRegions } from '../../demo/kit/regions';

const demo: ResourceDemo = {
  menu: { 'master-region': { id: 128, roles: ['admin'], created: '2024-06-04T09:00:00.000Z' } },
  seed: () => seedRegions,
  fromBody: masterDataFromBody(nameChecks, 'regions', 'RegionName', 'RegionId'),
};
export default demo;
