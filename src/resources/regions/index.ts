import type { AppResource } from '../types';

/** Regions of Thailand from the master data (country and language code TH, spec §9). */
export const regions: AppResource = {
  name: 'regions',
  recordRepresentation: 'RegionName',
  data: {
    service: 'supplier',
    idField: 'RegionId',
    getList: {
      path: 'MasterData/Regions',
      query: () => ({ countryCode: 'TH', languageCode: 'TH' }),
      clientSide: true,
    },
  },
};
