import { BooleanInput, DataTable, EditButton } from 'react-admin';
import { ActiveSwitch } from '../shared/ActiveSwitch';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';
import { Thumbnail } from '../shared/Thumbnail';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="ra.action.search" />,
  <BooleanInput key="IsActive" source="IsActive" />,
];

/** `/categories` (legacy `/master-data/category`): every category, with the active switch. */
export default function CategoryList() {
  return (
    <ResourceList filters={filters} sort={{ field: 'ProductCategoryId', order: 'ASC' }}>
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
