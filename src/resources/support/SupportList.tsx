import { DataTable, SelectInput } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import type { ExportColumn } from '../shared/files/export/columns';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { WaitingAge } from '../shared/ui/WaitingAge';
import { requesterTypeChoices, statusChoices, statusColours } from './supportChoices';

const T = 'resources.support-requests';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="requesterType" source="requesterType" choices={requesterTypeChoices} alwaysOn />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'ticketNo' },
  { source: 'createdAt', kind: 'datetime' },
  { source: 'requesterType', kind: 'choice', choices: requesterTypeChoices },
  { source: 'requesterName', identifies: 'name' },
  { source: 'phoneNo', personal: 'phone' },
  { source: 'topic' },
  { source: 'detail', identifies: 'freeText' },
  { source: 'status', kind: 'choice', choices: statusChoices },
  { source: 'updatedAt', kind: 'datetime' },
];

/** `/support`: the apps' users' support requests, newest first; a row opens the request. */
export default function SupportList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="ticketNo" />
        <DataTable.Col source="createdAt" render={(row) => formatDateTime(String(row.createdAt))} />
        <DataTable.Col source="requesterType">
          <StatusChip source="requesterType" texts={`${T}.requester_types`} colours={{}} />
        </DataTable.Col>
        <DataTable.Col source="requesterName" />
        <DataTable.Col source="topic" />
        <DataTable.Col source="status">
          <StatusChip source="status" texts={`${T}.statuses`} colours={statusColours} />
        </DataTable.Col>
        <DataTable.Col label="app.ageing.column" disableSort>
          <WaitingAge since="createdAt" field="status" waiting="support" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
