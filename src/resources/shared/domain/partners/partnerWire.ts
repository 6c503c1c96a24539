/*
 * The partners as their services send them: shared, as the demo seeds of the orders, the finance
 * statement and the packages read them through the demo world.
 */

/** A partner's address as the services send it: every level's id and name, and the zip. */
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

/** A supplier (wholesaler) as the supplier service sends it; the detail adds the encrypted fields. */
export interface SupplierWire extends PartnerAddressWire {
  SupplierId: string;
  SupplierName: string;
  CitizenId: string;
  TaxId: string;
  /**
   * Assumed (docs/api.md, "Finance documents"): the tax branch, `00000` the head office; its
   * spelling is config.json `documents.branchField`, this the default.
   */
  TaxBranchNo?: string;
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

/** A grocery store as the grocery service sends it; the detail adds the encrypted fields. */
export interface GroceryWire extends PartnerAddressWire {
  GroceryId: string;
  GroceryName: string;
  /** Assumed (docs/api.md): the day it registered, `YYYY-MM-DD`. */
  RegisteredAt: string;
  ContactName: string;
  /**
   * Encrypted with the record's `Iv`, like the e-mail; a service may send it as plain
   * text, which is shown as it is (docs/api.md, "Encrypted fields").
   */
  ContactphoneNo: string;
  /** The detail's phone as the supplier's is spelled, when the service sends it (plain or encrypted). */
  Phoneno?: string;
  Email: string;
  Iv: string;
  CitizenId: string;
  GroceryProfileImage: string;
  GroceryPictureNo: number;
  BusinessTypeCode: string;
  /** Assumed (docs/api.md): the grocery's bank account, read with BackOfficeGroceryBankAcc. */
  GroceryBankAccId: number | null;
}
