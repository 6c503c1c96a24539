import { EditDeleteButtons } from '../shared/ui/EditDeleteButtons';
import { DataTable, useTranslate } from 'react-admin';
import type { ExportColumn } from '../shared/files/export/columns';
import { ResourceList } from '../shared/ui/ResourceList';
import { Thumbnail } from '../shared/ui/Thumbnail';
import { ExportPdfButton } from './ExportPdfButton';
import { productFilters } from './ProductFilters';
import { sizeText } from './productRows';
import { useProductFailure } from './useProductFailure';
import { useUnitTitle } from './useUnitTitle';

/** The CSV: what the list shows, the unit by its title and each size in its own numeric column. */
export const exportColumns: ExportColumn[] = [
  { source: 'ProductId', kind: 'number' },
  { source: 'ProductName' },
  { source: 'ProductCategoryName' },
  { source: 'ProductSubCategoryName' },
  { source: 'BrandName' },
  { source: 'Barcode' },
  { source: 'UnitId', kind: 'reference', reference: { resource: 'units', titleField: 'UnitTitle' } },
  { source: 'MeasurementValue', kind: 'number' },
  { source: 'SizeWidth', kind: 'number' },
  { source: 'SizeLong', kind: 'number' },
  { source: 'SizeHeight', kind: 'number' },
  { source: 'ProductSummary' },
];

/** `/products` (legacy `/product`): the catalogue with its first image, filters, CSV and PDF export. */
export default function ProductList() {
  const translate = useTranslate();
  const unitTitle = useUnitTitle();
  const deleteFailure = useProductFailure();
  return (
    <ResourceList filters={productFilters} exportColumns={exportColumns} actions={<ExportPdfButton />}>
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
