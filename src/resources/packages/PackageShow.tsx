import { DateText } from '../shared/DateText';
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
        <DataTable
          bulkActionButtons={false}
          empty={<Typography sx={{ py: 2 }}>{translate('ra.navigation.no_results')}</Typography>}
        >
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
    <Show>
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
