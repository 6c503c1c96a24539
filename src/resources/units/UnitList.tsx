import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import type { ExportColumn } from '../shared/files/export/columns';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ra.action.search" />];

export const exportColumns: ExportColumn[] = [{ source: 'UnitId', kind: 'number' }, { source: 'UnitTitle' }];

/** `/units`: the units of measure, read-only (the product form uses them). */
export default function UnitList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="UnitId" />
        <DataTable.Col source="UnitTitle" />
      </DataTable>
    </ResourceList>
  );
}
