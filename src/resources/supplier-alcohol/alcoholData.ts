import { partnerLicenceData } from '../shared/partner/partnerData';

/** Suppliers' alcohol-selling licences (supplier service). */
export const supplierAlcoholData = partnerLicenceData({ service: 'supplier', kind: 'Supplier' });
