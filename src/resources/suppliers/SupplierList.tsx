import {
  AutocompleteInput,
  DataTable,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';
import { Thumbnail } from '../shared/Thumbnail';
import type { ExportColumn } from '../shared/export/columns';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.suppliers.fields.q" />,
  <ReferenceInput key="type" source="BusinessTypeCode" reference="supplier-business-types" alwaysOn>
    <SelectInput optionText="BusinessType" label="resources.suppliers.fields.BusinessTypeCode" />
  </ReferenceInput>,
  <ReferenceInput key="province" source="ProvinceId" reference="provinces" alwaysOn perPage={100}>
    <AutocompleteInput optionText="ProvinceName" label="resources.suppliers.fields.ProvinceId" />
  </ReferenceInput>,
];

/** The CSV: who the supplier is and where. */
export const exportColumns: ExportColumn[] = [
  { source: 'SupplierId' },
  { source: 'SupplierName' },
  { source: 'ContactName' },
  { source: 'ProvinceName' },
  { source: 'RegionName' },
];

/** `/suppliers` (legacy `/wholesale`, `/wholesale/seller`): search by name, business type and province; server paging. */
export default function SupplierList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="SupplierProfileImage" disableSort>
          <Thumbnail source="SupplierProfileImage" />
        </DataTable.Col>
        <DataTable.Col source="SupplierName" disableSort />
        <DataTable.Col source="ContactName" disableSort />
        <DataTable.Col source="BusinessTypeCode" disableSort>
          <ReferenceField source="BusinessTypeCode" reference="supplier-business-types" link={false}>
            <TextField source="BusinessType" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="ProvinceName" disableSort />
        <DataTable.Col source="RegionName" disableSort />
      </DataTable>
    </ResourceList>
  );
}
