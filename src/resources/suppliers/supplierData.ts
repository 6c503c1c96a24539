import { HttpError } from 'react-admin';
import { toPage } from '../../api/envelope';
import { withId, type ResourceDescription, type WireRecord } from '../../providers/dataEngine';

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
  /** Assumed (docs/api.md): the supplier's bank account, read with BackOfficeSupplierBankAcc. */
  SupplierBankAccId: number | null;
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
const SUPPLIERS = 'BackOfficeSupplier/BackOfficeSuppliers';

export const supplierData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierId',
  getList: {
    path: SUPPLIERS,
    paging: 'page/pageSize',
    filters: {
      q: { param: 'SupplierName', field: 'SupplierName', match: 'contains' },
      BusinessTypeCode: 'BusinessTypeCode',
      ProvinceId: 'ProvinceId',
      SupplierId: 'SupplierId',
    },
  },
  many: 'list',
  // The detail is the list call with Encrypt=true and the SupplierId (spec §7): the first row.
  getOne: async ({ http }, { id }) => {
    const payload = await http.request('supplier', SUPPLIERS, {
      query: { Encrypt: true, SupplierId: String(id) },
    });
    const record = toPage<WireRecord>(payload).data[0];
    if (!record) throw new HttpError('resources.suppliers.not_found', 404);
    return { data: withId(record, 'SupplierId') };
  },
};

/** A user of a supplier's account (`GET BackOfficeSupplierUser/BackOfficeSupplierUser?supplierId=`); fields assumed. */
export const supplierUserData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierUserId',
  getList: {
    path: 'BackOfficeSupplierUser/BackOfficeSupplierUser',
    filters: { SupplierId: { param: 'supplierId', field: 'SupplierId' } },
  },
};

/** A bank account (spec §3), read one at a time by `supplierBankAccId`; its number and name are encrypted. */
export const supplierBankAccountData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierBankAccId',
  getOne: { path: 'BackOfficeSupplier/BackOfficeSupplierBankAcc', idParam: 'supplierBankAccId' },
};

/** Wholesale business types: `GET MasterData/BusinessType` (languageCode TH), spec §3's BusinessType and BusinessTypeId. */
export const supplierBusinessTypeData: ResourceDescription = {
  service: 'supplier',
  idField: 'BusinessTypeId',
  getList: { path: 'MasterData/BusinessType', query: () => ({ languageCode: 'TH' }) },
};
