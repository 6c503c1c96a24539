import { DataTable, ReferenceField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { ApprovalButtons } from '../shared/approval/ApprovalButtons';
import { ApprovalStatusChip } from '../shared/approval/ApprovalStatusChip';
import { approvalChoices } from '../shared/approval/approvals';
import { DateText } from '../shared/DateText';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';
import { Thumbnail } from '../shared/Thumbnail';
import type { ExportColumn } from '../shared/export/columns';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.supplier-alcohol.fields.q" />,
  <ReferenceInput key="type" source="BusinessTypeCode" reference="supplier-business-types" alwaysOn>
    <SelectInput optionText="BusinessType" label="resources.supplier-alcohol.fields.BusinessTypeCode" />
  </ReferenceInput>,
  <SelectInput key="status" source="ApprovedStatus" choices={approvalChoices()} alwaysOn />,
];

/** The CSV: who asked, when, and what was decided. */
export const exportColumns: ExportColumn[] = [
  { source: 'SupplierName' },
  { source: 'ApprovedStatus', kind: 'choice', choices: approvalChoices() },
  { source: 'Remark' },
  { source: 'RequestedAt', kind: 'date' },
];

/** `/supplier-alcohol` (legacy `/wholesale/document`): suppliers' alcohol-selling licences to decide. */
export default function SupplierAlcoholList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="LicenceImgUrl" disableSort>
          <Thumbnail source="LicenceImgUrl" />
        </DataTable.Col>
        <DataTable.Col source="SupplierName" disableSort />
        <DataTable.Col source="BusinessTypeCode" disableSort>
          <ReferenceField source="BusinessTypeCode" reference="supplier-business-types" link={false}>
            <TextField source="BusinessType" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="ApprovedStatus" disableSort>
          <ApprovalStatusChip />
        </DataTable.Col>
        <DataTable.Col source="Remark" disableSort />
        <DataTable.Col source="RequestedAt" disableSort>
          <DateText source="RequestedAt" />
        </DataTable.Col>
        <DataTable.Col disableSort label="">
          <ApprovalButtons nameField="SupplierName" documentField="LicenceImgUrl" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
