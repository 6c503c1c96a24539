import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * Thailand's address master data on the supplier service: provinces of a region,
 * districts of a province, sub-districts of a district with their zip codes. Each call answers the
 * whole list for its parent, in Thai. The spec writes the last two as `Districts` and
 * `SubDistricts` after `MasterData/Provinces`; they are read as the same `MasterData/` family.
 */
const TH = () => ({ languageCode: 'TH' });

/**
 * The writes of a level (assumed, docs/api.md): `POST` its path with the name and the parent's id,
 * `PUT` the same with its own id too.
 */
function levelWrites(path: string, idField: string, nameField: string, parentField: string) {
  const fields = (data: Record<string, unknown>) => ({
    [nameField]: data[nameField],
    [parentField]: Number(data[parentField]),
  });
  return {
    create: { path, assumed: true, body: ({ data }: { data: Record<string, unknown> }) => fields(data) },
    update: {
      path,
      assumed: true,
      // The id as the server gave it (the engine hands back the loaded record's own).
      body: ({ id, data }: { id: unknown; data: Record<string, unknown> }) => ({
        [idField]: id,
        ...fields(data),
      }),
    },
  };
}

export const provinceData: ResourceDescription = {
  service: 'supplier',
  idField: 'ProvinceId',
  getList: {
    path: 'MasterData/Provinces',
    query: TH,
    filters: { RegionId: { param: 'regionId', field: 'RegionId' } },
  },
  ...levelWrites('MasterData/Provinces', 'ProvinceId', 'ProvinceName', 'RegionId'),
};

export const districtData: ResourceDescription = {
  service: 'supplier',
  idField: 'DistrictId',
  getList: {
    path: 'MasterData/Districts',
    query: TH,
    filters: { ProvinceId: { param: 'provinceId', field: 'ProvinceId' } },
  },
  ...levelWrites('MasterData/Districts', 'DistrictId', 'DistrictName', 'ProvinceId'),
};

export const subDistrictData: ResourceDescription = {
  service: 'supplier',
  idField: 'SubDistrictId',
  getList: {
    path: 'MasterData/SubDistricts',
    query: TH,
    filters: { DistrictId: { param: 'districtId', field: 'DistrictId' } },
  },
  ...levelWrites('MasterData/SubDistricts', 'SubDistrictId', 'SubDistrictName', 'DistrictId'),
};
