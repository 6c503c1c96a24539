import { LicenceList, licenceExportColumns } from '../shared/domain/approval/LicenceList';

export const exportColumns = licenceExportColumns('GroceryName');

/** `/grocery-alcohol` (legacy `/grocery/document`): grocery stores' alcohol-selling licences to decide. */
export default function GroceryAlcoholList() {
  return <LicenceList nameField="GroceryName" businessTypes="grocery-business-types" />;
}
