import type { ResourceDescription } from '../../providers/dataEngine';
import { partnerBankAccountData, partnerData, partnerUserData } from '../shared/domain/partners/partnerData';

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
