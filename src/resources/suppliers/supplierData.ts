import type { ResourceDescription } from '../../providers/dataEngine';
import {
  partnerBankAccountData,
  partnerData,
  partnerUserData,
  type PartnerAddressWire,
} from '../shared/partner/partnerData';

/** A supplier (wholesaler) as the supplier service sends it; the detail adds the encrypted fields. */
export interface SupplierWire extends PartnerAddressWire {
  SupplierId: string;
  SupplierName: string;
  CitizenId: string;
  TaxId: string;
  ContactName: string;
  SupplierProfileImage: string;
  SupplierAddressId: number;
  /** Assumed (docs/api.md): the day it registered, `YYYY-MM-DD`. */
  RegisteredAt: string;
  BusinessTypeCode: string;
  /** Assumed (docs/api.md): the staff member who looks after the supplier (SuppliersByAddress groups by it). */
  SalesUserName: string;
  /** Assumed (docs/api.md): the supplier's bank account, read with BackOfficeSupplierBankAcc. */
  SupplierBankAccId: number | null;
  /** Encrypted with the record's `Iv` (docs/api.md, "Encrypted fields"). */
  Email: string;
  Phoneno: string;
  Iv: string;
}

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
