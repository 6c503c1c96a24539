import type { RaRecord, TranslateFunction } from 'react-admin';
import type { CsvColumn } from '../shared/csv';

/** How a product's size reads: "10 × 5 × 20 ซม." (width × length × height). */
export function sizeText(record: Record<string, unknown>, translate: TranslateFunction): string {
  const parts = [record.SizeWidth, record.SizeLong, record.SizeHeight].map((value) => Number(value) || 0);
  if (parts.every((value) => value === 0)) return '';
  return `${parts.join(' × ')} ${translate('resources.products.cm')}`;
}

/** The columns of the product exports (CSV and PDF), in the interface language. */
export function productColumns(
  translate: TranslateFunction,
  unitTitle: (id: unknown) => string,
): CsvColumn<RaRecord>[] {
  const label = (field: string) => translate(`resources.products.fields.${field}`);
  return [
    { header: label('ProductId'), value: (row) => row.ProductId },
    { header: label('ProductName'), value: (row) => row.ProductName },
    { header: label('ProductCategoryName'), value: (row) => row.ProductCategoryName },
    { header: label('ProductSubCategoryName'), value: (row) => row.ProductSubCategoryName },
    { header: label('BrandName'), value: (row) => row.BrandName },
    { header: label('Barcode'), value: (row) => row.Barcode },
    { header: label('UnitId'), value: (row) => unitTitle(row.UnitId) },
    { header: label('MeasurementValue'), value: (row) => row.MeasurementValue },
    { header: label('size'), value: (row) => sizeText(row, translate) },
    { header: label('ProductSummary'), value: (row) => row.ProductSummary },
  ];
}
