import { EditDeleteButtons } from '../shared/ui/EditDeleteButtons';
import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { Thumbnail } from '../shared/ui/Thumbnail';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import type { ExportColumn } from '../shared/files/export/columns';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="resources.brands.fields.q" />];

/** The CSV: id, name and whether the brand is active. */
export const exportColumns: ExportColumn[] = [
  { source: 'BrandId', kind: 'number' },
  { source: 'BrandTitle' },
  { source: 'IsActive', kind: 'boolean' },
];

/** `/brands` (legacy `/brand`): search by name, server paging. */
export default function BrandList() {
  const deleteFailure = useFailureNotification('resources.brands.notifications.delete_failed');
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="BrandImgUrl" disableSort>
          <Thumbnail source="BrandImgUrl" />
        </DataTable.Col>
        <DataTable.Col source="BrandId" />
        <DataTable.Col source="BrandTitle" />
        <DataTable.Col source="IsActive" disableSort render={(record) => (record.IsActive ? '✓' : '—')} />
        <DataTable.Col disableSort label="">
          <EditDeleteButtons onDeleteError={deleteFailure} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
