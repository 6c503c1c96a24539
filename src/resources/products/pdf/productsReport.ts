// Pure, so the integration test builds exactly what the export button downloads.
import type { TableReport } from '../../shared/files/pdf/reportPdf';

export interface ProductPdfRow {
  name: string;
  category: string;
  subCategory: string;
  brand: string;
  barcode: string;
  unit: string;
  /** e.g. '10 × 5 × 20 ซม.' */
  size: string;
}

export interface ProductPdfLabels {
  title: string;
  generatedAt: string;
  filters: string;
  columns: Record<keyof ProductPdfRow, string>;
  page: (page: number, pages: number) => string;
  empty: string;
}

/**
 * Relative widths. The name takes most of the row; a 13-digit barcode and a size such as
 * '120 × 80 × 150 ซม.' still fit on one line.
 */
const COLUMNS: readonly { key: keyof ProductPdfRow; width: number }[] = [
  { key: 'name', width: 29 },
  { key: 'category', width: 13 },
  { key: 'subCategory', width: 13 },
  { key: 'brand', width: 12 },
  { key: 'barcode', width: 12 },
  { key: 'unit', width: 8 },
  { key: 'size', width: 13 },
];

export function productsReport(rows: ProductPdfRow[], labels: ProductPdfLabels): TableReport {
  return {
    title: labels.title,
    subtitleLines: [labels.generatedAt, labels.filters],
    columns: COLUMNS.map(({ key, width }) => ({ header: labels.columns[key], width })),
    rows: rows.map((row) => COLUMNS.map(({ key }) => row[key])),
    pageLabel: labels.page,
    emptyText: labels.empty,
    orientation: 'landscape',
    // The product data is Thai whatever the interface language.
    language: 'th',
  };
}
