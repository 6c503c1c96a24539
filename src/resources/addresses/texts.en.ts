import type { Messages } from '../../registry/definition';

export const provinceTexts = {
  name: 'Province |||| Provinces',
  fields: { ProvinceId: 'Province ID', ProvinceName: 'Province name', RegionId: 'Region' },
  master: { title: 'Provinces', entity: 'province', id: 'ID' },
} satisfies Messages;

export const districtTexts = {
  name: 'District |||| Districts',
  fields: { DistrictId: 'District ID', DistrictName: 'District name', ProvinceId: 'Province' },
  master: { title: 'Districts', entity: 'district', id: 'ID' },
} satisfies Messages;

export const subDistrictTexts = {
  name: 'Sub-district |||| Sub-districts',
  fields: {
    SubDistrictId: 'Sub-district ID',
    SubDistrictName: 'Sub-district name',
    DistrictId: 'District',
    ZipCode: 'Zip code',
  },
  master: { title: 'Sub-districts', entity: 'sub-district', id: 'ID' },
} satisfies Messages;
