import { DataTable } from 'react-admin';
import { EditDeleteButtons } from '../shared/ui/EditDeleteButtons';
import type { ExportColumn } from '../shared/files/export/columns';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';

const T = 'resources.restricted-content';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />];

export const exportColumns: ExportColumn[] = [{ source: 'Id', kind: 'number' }, { source: 'Name' }];

/** `/restricted-content` (legacy `/master-data/restrictcontent`): the words sellers may not use. */
export default function RestrictedContentList() {
  const deleteFailure = useFailureNotification(`${T}.notifications.delete_failed`);
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="Id" />
        <DataTable.Col source="Name" />
        <DataTable.Col disableSort label="">
          <EditDeleteButtons onDeleteError={deleteFailure} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
