import { defineResource, everySignedInUser } from '../../registry/definition';

/**
 * Data only: the address cascade every address form and filter uses (region → province → district
 * → sub-district with its zip code). Their own add and edit screens come with the master-data screens.
 */
export const provinces = defineResource({
  name: 'provinces',
  access: everySignedInUser(),
  data: () => import('./addressData').then((module) => module.provinceData),
  demo: () => import('./demo').then((module) => ({ default: module.provincesDemo })),
  recordRepresentation: 'ProvinceName',
});

export const districts = defineResource({
  name: 'districts',
  access: everySignedInUser(),
  data: () => import('./addressData').then((module) => module.districtData),
  demo: () => import('./demo').then((module) => ({ default: module.districtsDemo })),
  recordRepresentation: 'DistrictName',
});

export const subDistricts = defineResource({
  name: 'sub-districts',
  access: everySignedInUser(),
  data: () => import('./addressData').then((module) => module.subDistrictData),
  demo: () => import('./demo').then((module) => ({ default: module.subDistrictsDemo })),
  recordRepresentation: 'SubDistrictName',
});
