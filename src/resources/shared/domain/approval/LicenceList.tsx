import {
  DataTable,
  ReferenceInput,
  SelectInput,
  TextField,
  useListContext,
  useResourceContext,
  useTranslate,
  type SelectInputProps,
} from 'react-admin';
import { DEFAULT_CONFIG, type WorkflowCodes } from '../../../../config/config';
import { useAppConfig } from '../../../../config/ConfigContext';
import { LookupField } from '../../ui/LookupField';
import { DateText } from '../../ui/DateText';
import type { ExportColumn } from '../../files/export/columns';
import { ResourceList } from '../../ui/ResourceList';
import { SearchFilter } from '../../ui/SearchFilter';
import { Thumbnail } from '../../ui/Thumbnail';
import { useMayDo } from '../../ui/useMayDo';
import { WaitingAge } from '../../ui/WaitingAge';
import { HistoryButton } from '../../history/HistoryButton';
import { ApprovalButtons } from './ApprovalButtons';
import { ApprovalStatusChip } from './ApprovalStatusChip';
import { approvalChoices, licenceStatusChoices } from './approvalRules';
import { BulkDecisionButtons, BulkOutcomes, RowOutcome } from './BulkDecisionButtons';

interface LicenceListProps {
  nameField: string;
  businessTypes: string;
}

export const licenceExportColumns = (
  nameField: string,
  workflow: WorkflowCodes = DEFAULT_CONFIG.workflow.licence,
): ExportColumn[] => [
  // A grocery goes by its owner's name as often as not (docs/decisions.md, "Files about people are logged too").
  nameField === 'GroceryName' ? { source: nameField, identifies: 'name' } : { source: nameField },
  { source: 'ApprovedStatus', kind: 'choice', choices: approvalChoices(workflow) },
  { source: 'Remark', identifies: 'freeText' },
  { source: 'RequestedAt', kind: 'date' },
];

/** A code asked by a link that the configuration does not name stays shown, as it is. */
function LicenceStatusInput({
  workflow,
  ...props
}: Omit<SelectInputProps, 'choices'> & { source: string; workflow: WorkflowCodes }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const choices = licenceStatusChoices(workflow).map((choice) => ({
    id: choice.id,
    name: choice.withCode ? `${translate(choice.name)} (${choice.id})` : translate(choice.name),
  }));
  const asked = filterValues?.[props.source];
  if (
    asked !== undefined &&
    asked !== null &&
    asked !== '' &&
    !choices.some((choice) => choice.id === String(asked))
  )
    choices.push({ id: String(asked), name: String(asked) });
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}

/** Suppliers' and groceries' licence requests are the same screen on their own calls. */
export function LicenceList({ nameField, businessTypes }: LicenceListProps) {
  const resource = useResourceContext();
  const workflow = useAppConfig().workflow.licence;
  const mayDo = useMayDo();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn placeholder={`resources.${resource}.fields.q`} />,
    <ReferenceInput key="type" source="BusinessTypeCode" reference={businessTypes} alwaysOn>
      <SelectInput optionText="BusinessType" label={`resources.${resource}.fields.BusinessTypeCode`} />
    </ReferenceInput>,
    <LicenceStatusInput key="status" source="ApprovedStatus" workflow={workflow} alwaysOn />,
  ];
  return (
    <ResourceList filters={filters} exportColumns={licenceExportColumns(nameField, workflow)}>
      <BulkOutcomes>
        <DataTable
          // Selecting is for deciding: a role without the right has no boxes to tick.
          bulkActionButtons={mayDo('decide') ? <BulkDecisionButtons nameField={nameField} /> : false}
          rowClick={false}
          sx={{
            // The list scrolls sideways, which clipped react-admin's bulk toolbar drawn above it.
            '& .MuiToolbar-root.RaBulkActionsToolbar-toolbar': {
              position: 'relative',
              transform: 'none',
            },
          }}
        >
          <DataTable.Col source="LicenceImgUrl" disableSort>
            <Thumbnail source="LicenceImgUrl" />
          </DataTable.Col>
          <DataTable.Col source={nameField} disableSort />
          <DataTable.Col source="BusinessTypeCode" disableSort>
            <LookupField source="BusinessTypeCode" reference={businessTypes}>
              <TextField source="BusinessType" />
            </LookupField>
          </DataTable.Col>
          <DataTable.Col source="ApprovedStatus" disableSort>
            <ApprovalStatusChip />
          </DataTable.Col>
          <DataTable.Col source="Remark" disableSort />
          <DataTable.Col source="RequestedAt" disableSort>
            <DateText source="RequestedAt" />
          </DataTable.Col>
          <DataTable.Col label="app.ageing.column" disableSort>
            <WaitingAge since="RequestedAt" field="ApprovedStatus" waiting="licence" />
          </DataTable.Col>
          <DataTable.Col disableSort label="">
            <RowOutcome />
            <ApprovalButtons nameField={nameField} documentField="LicenceImgUrl" />
            <HistoryButton nameField={nameField} />
          </DataTable.Col>
        </DataTable>
      </BulkOutcomes>
    </ResourceList>
  );
}
