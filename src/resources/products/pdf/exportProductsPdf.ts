/**
 * Entry point of the product list's PDF export, imported dynamically by ExportPdfButton so that the
 * PDF engine and the font stay out of every chunk loaded at start-up.
 */
import { exportTablePdf } from '../../shared/files/pdf/exportTablePdf';
import { productsReport, type ProductPdfLabels, type ProductPdfRow } from './productsReport';

export type { ProductPdfLabels, ProductPdfRow };

/** Builds the PDF of `rows` and has the browser save it as `fileName` ('.pdf' added if missing). */
export function exportProductsPdf(rows: ProductPdfRow[], labels: ProductPdfLabels, fileName: string) {
  return exportTablePdf(productsReport(rows, labels), fileName);
}
