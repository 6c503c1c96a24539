import {
  DataTable,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  useResourceContext,
} from 'react-admin';
import { DateText } from '../DateText';
import type { ExportColumn } from '../export/columns';
import { ResourceList } from '../ResourceList';
import { SearchFilter } from '../SearchFilter';
import { Thumbnail } from '../Thumbnail';
import { ApprovalButtons } from './ApprovalButtons';
import { ApprovalStatusChip } from './ApprovalStatusChip';
import { approvalChoices } from './approvalRules';

interface LicenceListProps {
  /** The partner's name field (SupplierName, GroceryName). */
  nameField: string;
  /** The business types the partner's `BusinessTypeCode` names. */
  businessTypes: string;
}

/** The CSV of a licence list: who asked, when, and what was decided. */
export const licenceExportColumns = (nameField: string): ExportColumn[] => [
  { source: nameField },
  { source: 'ApprovedStatus', kind: 'choice', choices: approvalChoices() },
  { source: 'Remark' },
  { source: 'RequestedAt', kind: 'date' },
];

/**
 * Partners' alcohol-selling licence requests (suppliers' and groceries' are the same screen on
 * their own calls): filters by name, business type and status; approve, or reject with a remark.
 */
export function LicenceList({ nameField, businessTypes }: LicenceListProps) {
  const resource = useResourceContext();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn placeholder={`resources.${resource}.fields.q`} />,
    <ReferenceInput key="type" source="BusinessTypeCode" reference={businessTypes} alwaysOn>
      <SelectInput optionText="BusinessType" label={`resources.${resource}.fields.BusinessTypeCode`} />
    </ReferenceInput>,
    <SelectInput key="status" source="ApprovedStatus" choices={approvalChoices()} alwaysOn />,
  ];
  return (
    <ResourceList filters={filters} exportColumns={licenceExportColumns(nameField)}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="LicenceImgUrl" disableSort>
          <Thumbnail source="LicenceImgUrl" />
        </DataTable.Col>
        <DataTable.Col source={nameField} disableSort />
        <DataTable.Col source="BusinessTypeCode" disableSort>
          <ReferenceField source="BusinessTypeCode" reference={businessTypes} link={false}>
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
          <ApprovalButtons nameField={nameField} documentField="LicenceImgUrl" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
