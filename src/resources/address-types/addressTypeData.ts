import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * Address types (`GET MasterData/AddressType`, languageCode TH) on the supplier service, with
 * `AddressTypeName` and `AddressTypeCode` (the old wholesale screen's), and on the grocery
 * service with the same fields (assumed: the spec names them only for the supplier's).
 */
const addressTypes = (service: 'supplier' | 'grocery'): ResourceDescription => ({
  service,
  idField: 'AddressTypeCode',
  getList: { path: 'MasterData/AddressType', query: () => ({ languageCode: 'TH' }) },
});

export const supplierAddressTypeData = addressTypes('supplier');
export const groceryAddressTypeData = addressTypes('grocery');
