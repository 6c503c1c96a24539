import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SelectInput,
  TextField,
  useResourceContext,
} from 'react-admin';
import { ThaiDateInput } from '../../ui/ThaiDateInput';
import type { ExportColumn } from '../../files/export/columns';
import { LookupField } from '../../ui/LookupField';
import { DateText } from '../../ui/DateText';
import { ResourceList } from '../../ui/ResourceList';
import { SearchFilter } from '../../ui/SearchFilter';
import { Thumbnail } from '../../ui/Thumbnail';

interface PartnerListProps {
  /** `Supplier` or `Grocery`: the wire names are built from it (SupplierName, SupplierProfileImage). */
  kind: 'Supplier' | 'Grocery';
  /** The business types the partner's `BusinessTypeCode` names. */
  businessTypes: string;
}

/** The CSV of a partner list: who the partner is and where. */
export const partnerExportColumns = (kind: PartnerListProps['kind']): ExportColumn[] => [
  { source: `${kind}Id` },
  // A grocery goes by its owner's name as often as not; a wholesaler is a business.
  kind === 'Grocery' ? { source: `${kind}Name`, identifies: 'name' } : { source: `${kind}Name` },
  { source: 'ContactName', identifies: 'name' },
  { source: 'ProvinceName' },
  { source: 'RegionName' },
  { source: 'RegisteredAt', kind: 'date' },
];

/** Suppliers or grocery stores: search by name, business type and province; server paging; a row opens the detail. */
export function PartnerList({ kind, businessTypes }: PartnerListProps) {
  const resource = useResourceContext();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn placeholder={`resources.${resource}.fields.q`} />,
    <ReferenceInput key="type" source="BusinessTypeCode" reference={businessTypes} alwaysOn>
      <SelectInput optionText="BusinessType" label={`resources.${resource}.fields.BusinessTypeCode`} />
    </ReferenceInput>,
    <ReferenceInput key="province" source="ProvinceId" reference="provinces" alwaysOn perPage={100}>
      <AutocompleteInput optionText="ProvinceName" label={`resources.${resource}.fields.ProvinceId`} />
    </ReferenceInput>,
    <ThaiDateInput key="registeredFrom" source="RegisteredFrom" />,
    <ThaiDateInput key="registeredTo" source="RegisteredTo" />,
  ];
  return (
    <ResourceList filters={filters} exportColumns={partnerExportColumns(kind)}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source={`${kind}ProfileImage`} disableSort>
          <Thumbnail source={`${kind}ProfileImage`} />
        </DataTable.Col>
        <DataTable.Col source={`${kind}Name`} disableSort />
        <DataTable.Col source="ContactName" disableSort />
        <DataTable.Col source="BusinessTypeCode" disableSort>
          <LookupField source="BusinessTypeCode" reference={businessTypes}>
            <TextField source="BusinessType" />
          </LookupField>
        </DataTable.Col>
        <DataTable.Col source="ProvinceName" disableSort />
        <DataTable.Col source="RegionName" disableSort />
        <DataTable.Col source="RegisteredAt" disableSort>
          <DateText source="RegisteredAt" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
