import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * Thailand's address master data on the supplier service (spec §7): provinces of a region,
 * districts of a province, sub-districts of a district with their zip codes. Each call answers the
 * whole list for its parent, in Thai. The spec writes the last two as `Districts` and
 * `SubDistricts` after `MasterData/Provinces`; they are read as the same `MasterData/` family.
 */
const TH = () => ({ languageCode: 'TH' });

export const provinceData: ResourceDescription = {
  service: 'supplier',
  idField: 'ProvinceId',
  getList: {
    path: 'MasterData/Provinces',
    query: TH,
    filters: { RegionId: { param: 'regionId', field: 'RegionId' } },
  },
};

export const districtData: ResourceDescription = {
  service: 'supplier',
  idField: 'DistrictId',
  getList: {
    path: 'MasterData/Districts',
    query: TH,
    filters: { ProvinceId: { param: 'provinceId', field: 'ProvinceId' } },
  },
};

export const subDistrictData: ResourceDescription = {
  service: 'supplier',
  idField: 'SubDistrictId',
  getList: {
    path: 'MasterData/SubDistricts',
    query: TH,
    filters: { DistrictId: { param: 'districtId', field: 'DistrictId' } },
  },
};
