import { PartnerList, partnerExportColumns } from '../shared/domain/partners/PartnerList';

export const exportColumns = partnerExportColumns('Grocery');

/** `/groceries` (legacy `/grocery`, `/grocery/grocerys`): search by name, business type and province. */
export default function GroceryList() {
  return <PartnerList kind="Grocery" businessTypes="grocery-business-types" />;
}
