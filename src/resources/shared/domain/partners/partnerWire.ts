export interface PartnerAddressWire {
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
}

export interface SupplierWire extends PartnerAddressWire {
  SupplierId: string;
  SupplierName: string;
  CitizenId: string;
  TaxId: string;
  /** Assumed, spelt as config.json's `documents.branchField` says (docs/api.md, "Finance documents"). */
  TaxBranchNo?: string;
  ContactName: string;
  SupplierProfileImage: string;
  SupplierAddressId: number;
  /** Assumed (docs/api.md). */
  RegisteredAt: string;
  BusinessTypeCode: string;
  SalesUserName: string;
  SupplierBankAccId: number | null;
  /** Encrypted with the record's `Iv` (docs/api.md, "Encrypted fields"). */
  Email: string;
  Phoneno: string;
  Iv: string;
}

export interface GroceryWire extends PartnerAddressWire {
  GroceryId: string;
  GroceryName: string;
  /** Assumed (docs/api.md). */
  RegisteredAt: string;
  ContactName: string;
  /** A service may send it as plain text, shown as it is (docs/api.md, "Encrypted fields"). */
  ContactphoneNo: string;
  Phoneno?: string;
  Email: string;
  Iv: string;
  CitizenId: string;
  GroceryProfileImage: string;
  GroceryPictureNo: number;
  BusinessTypeCode: string;
  GroceryBankAccId: number | null;
}
