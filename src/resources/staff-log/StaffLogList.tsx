import { AutocompleteInput, DataTable, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import type { ExportColumn } from '../shared/export/columns';
import { QuickDateRanges } from '../shared/QuickDateRanges';
import { ResourceList } from '../shared/ResourceList';
import { StatusChip } from '../shared/StatusChip';
import { STAFF_ACTIONS } from './staffLogData';

const T = 'resources.staff-log';

const actionChoices = STAFF_ACTIONS.map((action) => ({ id: action, name: `${T}.actions.${action}` }));

const filters = [
  <ReferenceInput key="userId" source="userId" reference="employees" alwaysOn>
    <AutocompleteInput optionText="username" label={`${T}.fields.userId`} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <DateInput key="start" source="start" alwaysOn />,
  <DateInput key="end" source="end" alwaysOn />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'createdAt', kind: 'datetime' },
  { source: 'username' },
  { source: 'action', kind: 'choice', choices: actionChoices },
  { source: 'detail' },
];

const actionColours = { APPROVE: 'success', REJECT: 'warning', DELETE: 'error', CREATE: 'info' } as const;

/** `/staff-log` (legacy `/StaffLog`): who did what and when, newest first, by user, action and date. */
export default function StaffLogList() {
  return (
    <ResourceList
      filters={filters}
      exportColumns={exportColumns}
      actions={<QuickDateRanges startSource="start" endSource="end" />}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col
          source="createdAt"
          disableSort
          render={(row) => formatDateTime(String(row.createdAt))}
        />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="action" disableSort>
          <StatusChip source="action" texts={`${T}.actions`} colours={actionColours} />
        </DataTable.Col>
        <DataTable.Col source="detail" disableSort />
      </DataTable>
    </ResourceList>
  );
}
