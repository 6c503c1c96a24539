import { DateText } from '../shared/ui/DateText';
import { Typography } from '@mui/material';
import {
  BooleanField,
  DataTable,
  ImageField,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { BAHT, packageTypeChoices, supplierPackageStatusChoices } from './packageChoices';
import { ShowLoadError, STAY_ON_LOAD_ERROR } from '../shared/ui/RecordLoadError';

/** A package no supplier is on yet: said in a sentence of its own (no name left to fill in). */
export function NoSupplierPackages() {
  const translate = useTranslate();
  return <Typography sx={{ py: 2 }}>{translate('resources.packages.no_supplier_packages')}</Typography>;
}

function SupplierPackages() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {translate('resources.packages.supplier_packages')}
      </Typography>
      <ReferenceManyField
        reference="supplier-packages"
        target="PackageId"
        perPage={25}
        pagination={<Pagination />}
      >
        <DataTable bulkActionButtons={false} empty={<NoSupplierPackages />}>
          <DataTable.Col source="SupplierPackageId" disableSort />
          <DataTable.Col source="SupplierName" disableSort />
          <DataTable.Col source="StartDate" disableSort>
            <DateText source="StartDate" />
          </DataTable.Col>
          <DataTable.Col source="EndDate" disableSort>
            <DateText source="EndDate" />
          </DataTable.Col>
          <DataTable.Col source="Status" disableSort>
            <SelectField source="Status" choices={supplierPackageStatusChoices} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </>
  );
}

/** A package and the suppliers on it. */
export default function PackageShow() {
  return (
    <Show queryOptions={STAY_ON_LOAD_ERROR} error={<ShowLoadError />}>
      <SimpleShowLayout>
        <ImageField source="ImageUrl" />
        <TextField source="PackageName" />
        <SelectField source="PackageType" choices={packageTypeChoices} />
        <TextField source="PackageDescription" />
        <NumberField source="Price" locales="th-TH" options={BAHT} />
        <NumberField source="DurationDays" />
        <BooleanField source="IsActive" />
        <SupplierPackages />
      </SimpleShowLayout>
    </Show>
  );
}
