import { PartnerList, partnerExportColumns } from '../shared/domain/partners/PartnerList';

export const exportColumns = partnerExportColumns('Supplier');

/** `/suppliers` (legacy `/wholesale`, `/wholesale/seller`): search by name, business type and province. */
export default function SupplierList() {
  return <PartnerList kind="Supplier" businessTypes="supplier-business-types" />;
}
