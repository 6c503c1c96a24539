import type { ResourceDescription } from '../../providers/dataEngine';
import { partnerBankAccountData, partnerData, partnerUserData } from '../shared/domain/partners/partnerData';

/**
 * `GET BackOfficeSupplier/BackOfficeSuppliers` (supplier service), paged `page`/`pageSize`. The
 * spec says "filters and paging" without names: the filters are assumed (docs/api.md) to be
 * named like the alcohol-approval call's (`SupplierName`, `BusinessTypeCode`) plus `ProvinceId`.
 */
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

/**
 * Wholesale business types: `GET MasterData/BusinessType` (languageCode TH): BusinessType and
 * BusinessTypeId.
 */
export const supplierBusinessTypeData: ResourceDescription = {
  service: 'supplier',
  idField: 'BusinessTypeId',
  getList: { path: 'MasterData/BusinessType', query: () => ({ languageCode: 'TH' }) },
};
