import { defineResource, everySignedInUser } from '../../registry/definition';

/** Regions of Thailand from the master data: start-up reference data. */
export default defineResource({
  name: 'regions',
  access: everySignedInUser(),
  data: () => import('./regionData').then((module) => module.regionData),
  demo: () => import('./demo'),
  recordRepresentation: 'RegionName',
});
