import { LicenceList, licenceExportColumns } from '../shared/domain/approval/LicenceList';

export const exportColumns = licenceExportColumns('SupplierName');

/** `/supplier-alcohol` (legacy `/wholesale/document`): suppliers' alcohol-selling licences to decide. */
export default function SupplierAlcoholList() {
  return <LicenceList nameField="SupplierName" businessTypes="supplier-business-types" />;
}
