import { partnerLicenceData } from '../shared/domain/partners/partnerData';

/** Grocery stores' alcohol-selling licences: the suppliers' call on the grocery service, the PUT by GroceryId. */
export const groceryAlcoholData = partnerLicenceData({ service: 'grocery', kind: 'Grocery' });
