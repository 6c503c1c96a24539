import type { ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../shared/masterData/masterDataDemo';
import { seedRegions } from '../../demo/kit/regions';

const demo: ResourceDemo = {
  menu: { 'master-region': { id: 128, roles: ['admin'], created: '2024-06-04T09:00:00.000Z' } },
  seed: () => seedRegions,
  fromBody: masterDataFromBody('regions', 'RegionName', 'RegionId'),
};
export default demo;
