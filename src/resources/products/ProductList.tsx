import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { useMemo } from 'react';
import { DataTable, downloadCSV, useTranslate, type Exporter } from 'react-admin';
import { toCsv } from '../shared/csv';
import { ResourceList } from '../shared/ResourceList';
import { Thumbnail } from '../shared/Thumbnail';
import { ExportPdfButton } from './ExportPdfButton';
import { productFilters } from './ProductFilters';
import { productColumns, sizeText } from './productRows';
import { useProductFailure } from './useProductFailure';
import { useUnitTitle } from './useUnitTitle';

/** `/products` (legacy `/product`): the catalogue with its first image, filters, CSV and PDF export. */
export default function ProductList() {
  const translate = useTranslate();
  const unitTitle = useUnitTitle();
  const deleteFailure = useProductFailure();
  const exporter = useMemo<Exporter>(
    () => (records) => downloadCSV(toCsv(records, productColumns(translate, unitTitle)), 'products'),
    [translate, unitTitle],
  );
  return (
    <ResourceList
      filters={productFilters}
      sort={{ field: 'ProductId', order: 'DESC' }}
      exporter={exporter}
      actions={<ExportPdfButton />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="ImgUrl" disableSort>
          <Thumbnail source="ImgUrl" size={48} />
        </DataTable.Col>
        <DataTable.Col source="ProductId" />
        <DataTable.Col source="ProductName" />
        <DataTable.Col source="ProductCategoryName" />
        <DataTable.Col source="ProductSubCategoryName" />
        <DataTable.Col source="BrandName" />
        <DataTable.Col source="Barcode" />
        <DataTable.Col source="UnitId" render={(record) => unitTitle(record.UnitId)} />
        <DataTable.Col
          source="size"
          disableSort
          render={(record) => <span style={{ whiteSpace: 'nowrap' }}>{sizeText(record, translate)}</span>}
        />
        <DataTable.Col disableSort label="">
          <EditDeleteButtons onDeleteError={deleteFailure} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
