import type { ResourceDescription } from '../../providers/dataEngine';
import { partnerBankAccountData, partnerData, partnerUserData } from '../shared/domain/partners/partnerData';

/** The spec names no filters: assumed like the alcohol-approval call's (docs/api.md). */
export const supplierData = partnerData({
  service: 'supplier',
  kind: 'Supplier',
  list: 'BackOfficeSupplier/BackOfficeSuppliers',
  resource: 'suppliers',
  extraFilters: { SalesUserName: 'SalesUserName' },
  allRecords: 'all-suppliers',
});

/** `GET BackOfficeSupplier/AllSuppliers` (docs/api.md): every supplier, answered whole. */
export const allSupplierData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierId',
  getList: { path: 'BackOfficeSupplier/AllSuppliers' },
};

export const supplierUserData = partnerUserData({ service: 'supplier', kind: 'Supplier' });

export const supplierBankAccountData = partnerBankAccountData({ service: 'supplier', kind: 'Supplier' });

export const supplierBusinessTypeData: ResourceDescription = {
  service: 'supplier',
  idField: 'BusinessTypeId',
  getList: { path: 'MasterData/BusinessType', query: () => ({ languageCode: 'TH' }) },
};
