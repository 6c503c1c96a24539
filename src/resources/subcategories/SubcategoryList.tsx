import { CategoryInput } from '../shared/domain/catalogue/CategoryInput';
import { BooleanInput, DataTable, EditButton } from 'react-admin';
import { ActiveSwitch } from '../shared/ui/ActiveSwitch';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { Thumbnail } from '../shared/ui/Thumbnail';
import type { ExportColumn } from '../shared/files/export/columns';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="ra.action.search" />,
  <CategoryInput key="category" source="ProductCategoryId" alwaysOn />,
  <BooleanInput key="IsActive" source="IsActive" />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'ProductSubCategoryId', kind: 'number' },
  { source: 'Tiltle' },
  { source: 'SubCategoryCode' },
  { source: 'ProductCategoryName' },
  { source: 'IsActive', kind: 'boolean' },
];

/** `/subcategories` (legacy `/master-data/sub-category`): filterable by category, with the active switch. */
export default function SubcategoryList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="ImgUrl" disableSort>
          <Thumbnail source="ImgUrl" />
        </DataTable.Col>
        <DataTable.Col source="ProductSubCategoryId" />
        <DataTable.Col source="Tiltle" />
        <DataTable.Col source="SubCategoryCode" />
        <DataTable.Col source="ProductCategoryName" />
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
