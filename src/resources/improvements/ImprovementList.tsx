import { DataTable, SelectInput } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import type { ExportColumn } from '../shared/files/export/columns';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { areaChoices, statusChoices, statusColours } from './improvementChoices';

const T = 'resources.improvements';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <SelectInput key="area" source="area" choices={areaChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'createdAt', kind: 'datetime' },
  { source: 'title' },
  { source: 'detail', identifies: 'freeText' },
  { source: 'area', kind: 'choice', choices: areaChoices },
  { source: 'status', kind: 'choice', choices: statusChoices },
  { source: 'createdBy', identifies: 'name' },
];

/** `/improvements` (legacy `/improvesytem`): staff suggestions, newest first; anyone may add one. */
export default function ImprovementList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col
          source="createdAt"
          disableSort
          render={(row) => formatDateTime(String(row.createdAt))}
        />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="detail" disableSort />
        <DataTable.Col source="area" disableSort>
          <StatusChip source="area" texts={`${T}.areas`} colours={{}} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusChip source="status" texts={`${T}.statuses`} colours={statusColours} />
        </DataTable.Col>
        <DataTable.Col source="createdBy" disableSort />
      </DataTable>
    </ResourceList>
  );
}
