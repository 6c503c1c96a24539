import type { Messages } from '../../registry/definition';

export const provinceTexts = {
  name: 'จังหวัด |||| จังหวัด',
  fields: { ProvinceId: 'รหัสจังหวัด', ProvinceName: 'ชื่อจังหวัด', RegionId: 'ภูมิภาค' },
  master: { title: 'จังหวัด', entity: 'จังหวัด', id: 'รหัส' },
} satisfies Messages;

export const districtTexts = {
  name: 'อำเภอ/เขต |||| อำเภอ/เขต',
  fields: { DistrictId: 'รหัสอำเภอ/เขต', DistrictName: 'ชื่ออำเภอ/เขต', ProvinceId: 'จังหวัด' },
  master: { title: 'อำเภอ/เขต', entity: 'อำเภอ/เขต', id: 'รหัส' },
} satisfies Messages;

export const subDistrictTexts = {
  name: 'ตำบล/แขวง |||| ตำบล/แขวง',
  fields: {
    SubDistrictId: 'รหัสตำบล/แขวง',
    SubDistrictName: 'ชื่อตำบล/แขวง',
    DistrictId: 'อำเภอ/เขต',
    ZipCode: 'รหัสไปรษณีย์',
  },
  master: { title: 'ตำบล/แขวง', entity: 'ตำบล/แขวง', id: 'รหัส' },
} satisfies Messages;
