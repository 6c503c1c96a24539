import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { DataTable, NumberField, useTranslate } from 'react-admin';
import { ResourceList } from '../../ui/ResourceList';
import { productSearchFilters } from './productSearchFilters';
import { Thumbnail } from '../../ui/Thumbnail';
import type { ExportColumn } from '../../files/export/columns';

/** Name, category and sub-category: also the filters of the catalogue picker (adding products to a supplier). */
export const systemProductFilters = productSearchFilters('system-products', {
  name: 'Producttitle',
  category: 'CategoryId',
  subCategory: 'SubCategoryId',
});

const baht = { style: 'currency', currency: 'THB', minimumFractionDigits: 2 } as const;

export const exportColumns: ExportColumn[] = [
  { source: 'ProductId', kind: 'number' },
  { source: 'ProductName' },
  { source: 'ProductCategoryTitle' },
  { source: 'ProductSubCategoryTitle' },
  { source: 'BarCode' },
  { source: 'Quantity', kind: 'number' },
  { source: 'UnitPrice', kind: 'money' },
];

/** A search or a catalogue with no product: said so, in the user's language (never an error). */
export function NoSystemProducts() {
  const translate = useTranslate();
  return (
    <Typography sx={{ py: 2, px: 2 }} data-testid="no-system-products">
      {translate('resources.system-products.empty')}
    </Typography>
  );
}

/** The catalogue's table; the picker of products to add to a supplier gives it a bulk action. */
export function SystemProductTable({
  bulkActionButtons = false,
}: {
  bulkActionButtons?: ReactElement | false;
}) {
  return (
    <DataTable bulkActionButtons={bulkActionButtons} empty={<NoSystemProducts />}>
      <DataTable.Col source="CoverImage" disableSort>
        <Thumbnail source="CoverImage" size={48} />
      </DataTable.Col>
      <DataTable.Col source="ProductId" disableSort />
      <DataTable.Col source="ProductName" disableSort />
      <DataTable.Col source="ProductCategoryTitle" disableSort />
      <DataTable.Col source="ProductSubCategoryTitle" disableSort />
      <DataTable.Col source="BarCode" disableSort />
      <DataTable.NumberCol source="Quantity" disableSort />
      <DataTable.Col source="UnitPrice" disableSort align="right">
        <NumberField source="UnitPrice" locales="th-TH" options={baht} />
      </DataTable.Col>
    </DataTable>
  );
}

/** `/system-products`: the catalogue as suppliers see it, with stock and price. */
export default function SystemProductList() {
  return (
    <ResourceList exportColumns={exportColumns} filters={systemProductFilters} empty={<NoSystemProducts />}>
      <SystemProductTable />
    </ResourceList>
  );
}
