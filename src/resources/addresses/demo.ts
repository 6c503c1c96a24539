import { loadThaiAddresses, thaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../../demo/kit/masterDataWrites';
import * as nameChecks from '../shared/domain/masterData/masterDataRules';

/** The master data comes from the Thai address book (a maintained package, official geocodes). */
const fromAddressBook = (
  part: 'provinces' | 'districts' | 'subDistricts',
  collection: string,
  nameField: string,
  idField: string,
  parentField: string,
): ResourceDemo => ({
  prepare: loadThaiAddresses,
  seed: () => thaiAddresses()[part],
  fromBody: masterDataFromBody(nameChecks, collection, nameField, idField, parentField),
});

export const provincesDemo: ResourceDemo = {
  ...fromAddressBook('provinces', 'provinces', 'ProvinceName', 'ProvinceId', 'RegionId'),
  menu: { 'master-province': { id: 129, roles: ['admin'], created: '2024-06-04T09:10:00.000Z' } },
};
export const districtsDemo: ResourceDemo = {
  ...fromAddressBook('districts', 'districts', 'DistrictName', 'DistrictId', 'ProvinceId'),
  menu: { 'master-district': { id: 130, roles: ['admin'], created: '2024-06-04T09:20:00.000Z' } },
};
export const subDistrictsDemo: ResourceDemo = {
  ...fromAddressBook('subDistricts', 'sub-districts', 'SubDistrictName', 'SubDistrictId', 'DistrictId'),
  menu: { 'master-sub-district': { id: 131, roles: ['admin'], created: '2024-06-04T09:30:00.000Z' } },
};
