import type { ResourceDescription } from '../../providers/dataEngine';

/** A supplier (wholesaler) as the supplier service sends it (spec §3); the detail adds the encrypted fields. */
export interface SupplierWire {
  SupplierId: string;
  SupplierName: string;
  CitizenId: string;
  TaxId: string;
  ContactName: string;
  SupplierProfileImage: string;
  SupplierAddressId: number;
  Address: string;
  Address2: string;
  SubDistrictId: number;
  SubDistrictName: string;
  DistrictId: number;
  DistrictName: string;
  ProvinceId: number;
  ProvinceName: string;
  RegionId: number;
  RegionName: string;
  ZipCode: string;
  BusinessTypeCode: string;
  /** Encrypted with the record's `Iv` (DESIGN §4). */
  Email: string;
  Phoneno: string;
  Iv: string;
}

/**
 * `GET BackOfficeSupplier/BackOfficeSuppliers` (supplier service), paged `page`/`pageSize`. The
 * spec says "filters and paging" without names: the filters are assumed (docs/api.md) to be
 * named like the alcohol-approval call's (`SupplierName`, `BusinessTypeCode`) plus `ProvinceId`.
 */
export const supplierData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierId',
  getList: {
    path: 'BackOfficeSupplier/BackOfficeSuppliers',
    paging: 'page/pageSize',
    filters: {
      q: { param: 'SupplierName', field: 'SupplierName', match: 'contains' },
      BusinessTypeCode: 'BusinessTypeCode',
      ProvinceId: 'ProvinceId',
    },
  },
  many: 'list',
};

/** Wholesale business types: `GET MasterData/BusinessType` (languageCode TH), spec §3's BusinessType and BusinessTypeId. */
export const supplierBusinessTypeData: ResourceDescription = {
  service: 'supplier',
  idField: 'BusinessTypeId',
  getList: { path: 'MasterData/BusinessType', query: () => ({ languageCode: 'TH' }) },
};
