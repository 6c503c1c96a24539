import type { ResourceDescription } from '../../providers/dataEngine';

/** Regions of Thailand from the master data (country and language code TH, spec §9). */
export const regionData: ResourceDescription = {
  service: 'supplier',
  idField: 'RegionId',
  getList: { path: 'MasterData/Regions', query: () => ({ countryCode: 'TH', languageCode: 'TH' }) },
};
