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
  /** The partner's name field (SupplierName, GroceryName). */
  nameField: string;
  /** The business types the partner's `BusinessTypeCode` names. */
  businessTypes: string;
}

/**
 * The CSV of a licence list: who asked, when, and what was decided (statuses labelled by what
 * `workflow.licence` says they mean; the defaults when none is given).
 */
export const licenceExportColumns = (
  nameField: string,
  workflow: WorkflowCodes = DEFAULT_CONFIG.workflow.licence,
): ExportColumn[] => [
  { source: nameField },
  { source: 'ApprovedStatus', kind: 'choice', choices: approvalChoices(workflow) },
  { source: 'Remark' },
  { source: 'RequestedAt', kind: 'date' },
];

/**
 * The status filter: the configured codes by what they mean. A code asked by a link that the
 * configuration does not name stays shown, as it is.
 */
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
  // The filter form's own props (size, no helper text, the resource) go through to the input.
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}

/**
 * Partners' alcohol-selling licence requests (suppliers' and groceries' are the same screen on
 * their own calls): filters by name, business type and status; approve, or reject with a remark; each request's history in a dialog.
 */
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
            // The list's content scrolls sideways (ResourceList), which clips react-admin's bulk
            // toolbar drawn above its top edge: it takes its own place above the rows instead.
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
