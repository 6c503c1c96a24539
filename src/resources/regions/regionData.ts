import type { ResourceDescription } from '../../providers/dataEngine';

const TH = () => ({ countryCode: 'TH', languageCode: 'TH' });

/**
 * Regions of Thailand from the master data (country and language code TH): the list and
 * `POST MasterData/Regions` with `RegionName`; the rename is assumed as the same path's
 * `PUT` with `RegionId` (docs/api.md).
 */
export const regionData: ResourceDescription = {
  service: 'supplier',
  idField: 'RegionId',
  getList: { path: 'MasterData/Regions', query: TH },
  create: { path: 'MasterData/Regions', body: ({ data }) => ({ RegionName: data.RegionName }) },
  update: {
    path: 'MasterData/Regions',
    assumed: true,
    body: ({ id, data }) => ({ RegionId: id, RegionName: data.RegionName }),
  },
};
