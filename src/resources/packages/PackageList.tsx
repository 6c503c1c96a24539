import { BooleanField, DataTable, NumberField, SelectField, SelectInput } from 'react-admin';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { Thumbnail } from '../shared/ui/Thumbnail';
import { BAHT, packageTypeChoices } from './packageChoices';
import type { ExportColumn } from '../shared/files/export/columns';

const filters = [
  <SearchFilter key="q" source="PackageName" alwaysOn placeholder="resources.packages.fields.PackageName" />,
  <SelectInput key="type" source="PackageType" choices={packageTypeChoices} alwaysOn />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'PackageId', kind: 'number' },
  { source: 'PackageName' },
  { source: 'PackageType', kind: 'choice', choices: packageTypeChoices },
  { source: 'Price', kind: 'money' },
  { source: 'DurationDays', kind: 'number' },
  { source: 'IsActive', kind: 'boolean' },
  { source: 'CreatedAt', kind: 'date' },
];

/** `/packages` (legacy `/productfeature`): name and type filters, server paging. */
export default function PackageList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="ImageUrl" disableSort>
          <Thumbnail source="ImageUrl" />
        </DataTable.Col>
        <DataTable.Col source="PackageId" />
        <DataTable.Col source="PackageName" />
        <DataTable.Col source="PackageType">
          <SelectField source="PackageType" choices={packageTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="Price" align="right">
          <NumberField source="Price" locales="th-TH" options={BAHT} />
        </DataTable.Col>
        <DataTable.NumberCol source="DurationDays" />
        <DataTable.Col source="IsActive" disableSort>
          <BooleanField source="IsActive" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
