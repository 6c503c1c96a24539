import type { ResourceDescription } from '../../providers/dataEngine';
import {
  partnerBankAccountData,
  partnerData,
  partnerUserData,
  type PartnerAddressWire,
} from '../shared/partner/partnerData';

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

/**
 * `GET BackOfficeGrocery/BackOfficeGrocerys` (grocery service), paged `page`/`pageSize`; filters
 * assumed like the suppliers' (docs/api.md); the detail with Encrypt=true and the GroceryId.
 */
export const groceryData = partnerData({
  service: 'grocery',
  kind: 'Grocery',
  list: 'BackOfficeGrocery/BackOfficeGrocerys',
  resource: 'groceries',
});

/**
 * Grocery business types: `GET MasterData/BusinessType` on the grocery service: BusinessType,
 * BusinessTypeCode.
 */
export const groceryBusinessTypeData: ResourceDescription = {
  service: 'grocery',
  idField: 'BusinessTypeCode',
  getList: { path: 'MasterData/BusinessType', query: () => ({ languageCode: 'TH' }) },
};

export const groceryUserData = partnerUserData({ service: 'grocery', kind: 'Grocery' });

export const groceryBankAccountData = partnerBankAccountData({ service: 'grocery', kind: 'Grocery' });
