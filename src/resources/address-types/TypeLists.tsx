import { DataTable, ResourceContextProvider, Title } from 'react-admin';
import type { ExportColumn } from '../shared/files/export/columns';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';

const T = 'resources.supplier-address-types';

interface TypeListProps {
  resource: string;
  codeField: string;
  nameField: string;
  title: string;
}

/** A master-data list of types (a code and a name), as its service answers it, searchable. */
function TypeList({ resource, codeField, nameField, title }: TypeListProps) {
  const exportColumns: ExportColumn[] = [
    { source: codeField, label: `${T}.columns.code` },
    { source: nameField, label: `${T}.columns.name` },
  ];
  return (
    <ResourceContextProvider value={resource}>
      <Title title={title} />
      <ResourceList
        withinScreen
        title={title}
        filters={[<SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />]}
        exportColumns={exportColumns}
        sort={{ field: codeField, order: 'ASC' }}
      >
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source={codeField} label={`${T}.columns.code`} />
          <DataTable.Col source={nameField} label={`${T}.columns.name`} />
        </DataTable>
      </ResourceList>
    </ResourceContextProvider>
  );
}

/** `/master-data/WS/address-type` */
export const SupplierAddressTypes = () => (
  <TypeList
    resource="supplier-address-types"
    codeField="AddressTypeCode"
    nameField="AddressTypeName"
    title={`${T}.titles.ws_address`}
  />
);
/** `/master-data/GC/address-type` */
export const GroceryAddressTypes = () => (
  <TypeList
    resource="grocery-address-types"
    codeField="AddressTypeCode"
    nameField="AddressTypeName"
    title={`${T}.titles.gc_address`}
  />
);
/** `/master-data/WS/business-type`: BusinessType and BusinessTypeId. */
export const SupplierBusinessTypes = () => (
  <TypeList
    resource="supplier-business-types"
    codeField="BusinessTypeId"
    nameField="BusinessType"
    title={`${T}.titles.ws_business`}
  />
);
/** `/master-data/GC/business-type`: BusinessType and BusinessTypeCode. */
export const GroceryBusinessTypes = () => (
  <TypeList
    resource="grocery-business-types"
    codeField="BusinessTypeCode"
    nameField="BusinessType"
    title={`${T}.titles.gc_business`}
  />
);
