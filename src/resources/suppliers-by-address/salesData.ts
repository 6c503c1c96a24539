import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * `GET BackOfficeSupplier/SuppliersByAddress` (supplier service): every supplier with its sales
 * user and address, answered whole (fields assumed, docs/api.md); the screen groups them.
 */
export const suppliersByAddressData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierId',
  getList: { path: 'BackOfficeSupplier/SuppliersByAddress' },
};
