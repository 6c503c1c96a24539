import type { ResourceDescription } from '../../providers/dataEngine';
import { partnerBankAccountData, partnerData, partnerUserData } from '../shared/domain/partners/partnerData';

/** Filters assumed like the suppliers' (docs/api.md). */
export const groceryData = partnerData({
  service: 'grocery',
  kind: 'Grocery',
  list: 'BackOfficeGrocery/BackOfficeGrocerys',
  resource: 'groceries',
});

export const groceryBusinessTypeData: ResourceDescription = {
  service: 'grocery',
  idField: 'BusinessTypeCode',
  getList: { path: 'MasterData/BusinessType', query: () => ({ languageCode: 'TH' }) },
};

export const groceryUserData = partnerUserData({ service: 'grocery', kind: 'Grocery' });

export const groceryBankAccountData = partnerBankAccountData({ service: 'grocery', kind: 'Grocery' });
