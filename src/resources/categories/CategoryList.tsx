import { BooleanInput, DataTable, EditButton } from 'react-admin';
import { ActiveSwitch } from '../shared/ui/ActiveSwitch';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { Thumbnail } from '../shared/ui/Thumbnail';
import type { ExportColumn } from '../shared/files/export/columns';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="ra.action.search" />,
  <BooleanInput key="IsActive" source="IsActive" />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'ProductCategoryId', kind: 'number' },
  { source: 'Tiltle' },
  { source: 'CategoryCode' },
  { source: 'IsActive', kind: 'boolean' },
];

/** `/categories` (legacy `/master-data/category`): every category, with the active switch. */
export default function CategoryList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="ImageIcon" disableSort>
          <Thumbnail source="ImageIcon" />
        </DataTable.Col>
        <DataTable.Col source="ProductCategoryId" />
        <DataTable.Col source="Tiltle" />
        <DataTable.Col source="CategoryCode" />
        <DataTable.Col source="IsActive">
          <ActiveSwitch titleSource="Tiltle" />
        </DataTable.Col>
        <DataTable.Col disableSort label="">
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
