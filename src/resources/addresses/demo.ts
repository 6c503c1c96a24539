import { loadThaiAddresses, thaiAddresses } from './addressBookDemo';
import type { ResourceDemo } from '../../demo/kit/types';

/** The master data comes from the Thai address book (a maintained package, official geocodes). */
const fromAddressBook = (part: 'provinces' | 'districts' | 'subDistricts'): ResourceDemo => ({
  prepare: loadThaiAddresses,
  seed: () => thaiAddresses()[part],
});

export const provincesDemo = fromAddressBook('provinces');
export const districtsDemo = fromAddressBook('districts');
export const subDistrictsDemo = fromAddressBook('subDistricts');
