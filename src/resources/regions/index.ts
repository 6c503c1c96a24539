import { defineResource, everySignedInUser } from '../../registry/definition';

/** Regions of Thailand from the master data (country and language code TH, spec §9): start-up reference data. */
export default defineResource({
  name: 'regions',
  access: everySignedInUser(),
  data: {
    service: 'supplier',
    idField: 'RegionId',
    getList: { path: 'MasterData/Regions', query: () => ({ countryCode: 'TH', languageCode: 'TH' }) },
  },
  demo: () => import('./demo'),
  recordRepresentation: 'RegionName',
});
