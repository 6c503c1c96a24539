import { DataTable, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { DateText } from '../shared/ui/DateText';
import { EditDeleteButtons } from '../shared/ui/EditDeleteButtons';
import type { ExportColumn } from '../shared/files/export/columns';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { holdersByPosition } from './positionRules';

const T = 'resources.positions';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />];

export const exportColumns: ExportColumn[] = [
  { source: 'id', kind: 'number' },
  { source: 'positionName' },
  { source: 'createdAt', kind: 'datetime' },
];

/** The staff each position has: read once for the page, so a held position says so before any click. */
function useHolders() {
  const { data = [] } = useGetList('employees', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return holdersByPosition(data);
}

function Holders({ holders }: { holders: Map<string, number> }) {
  const record = useRecordContext();
  return <>{holders.get(String(record?.id)) ?? 0}</>;
}

function RowActions({ holders }: { holders: Map<string, number> }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const deleteFailure = useFailureNotification(`${T}.notifications.delete_failed`);
  const held = holders.get(String(record?.id)) ?? 0;
  return (
    <EditDeleteButtons
      editable={false}
      onDeleteError={deleteFailure}
      deleteRefusal={held > 0 ? translate(`${T}.in_use`, { smart_count: held }) : undefined}
    />
  );
}

/**
 * `/positions` (legacy `/staff/position`): the positions, how many staff hold each; add and delete, no
 * edit.
 */
export default function PositionList() {
  const holders = useHolders();
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="positionName" />
        <DataTable.Col source="holders" disableSort>
          <Holders holders={holders} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateText source="createdAt" />
        </DataTable.Col>
        <DataTable.Col disableSort label="">
          <RowActions holders={holders} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
