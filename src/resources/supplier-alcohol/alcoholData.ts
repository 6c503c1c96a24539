import { partnerLicenceData } from '../shared/domain/partners/partnerData';

/** Suppliers' alcohol-selling licences (supplier service). */
export const supplierAlcoholData = partnerLicenceData({ service: 'supplier', kind: 'Supplier' });
