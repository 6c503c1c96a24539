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

export const provincesDemo = fromAddressBook(
  'provinces',
  'provinces',
  'ProvinceName',
  'ProvinceId',
  'RegionId',
);
export const districtsDemo = fromAddressBook(
  'districts',
  'districts',
  'DistrictName',
  'DistrictId',
  'ProvinceId',
);
export const subDistrictsDemo = fromAddressBook(
  'subDistricts',
  'sub-districts',
  'SubDistrictName',
  'SubDistrictId',
  'DistrictId',
);
