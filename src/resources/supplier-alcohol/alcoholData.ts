import { partnerLicenceData } from '../shared/partner/partnerData';

/** Suppliers' alcohol-selling licences (spec §7 supplier service). */
export const supplierAlcoholData = partnerLicenceData({ service: 'supplier', kind: 'Supplier' });
