/**
 * The one call a report's export button needs, imported dynamically (`await import(...)`) so that
 * the PDF engine and the font are downloaded only when someone asks for a PDF.
 */
import { downloadPdf } from './downloadPdf';
import { loadReportFonts } from './reportFonts';
import { buildTablePdf, type TableReport } from './reportPdf';

/** Builds the PDF of `report` and has the browser save it as `fileName` ('.pdf' added if missing). */
export async function exportTablePdf(report: TableReport, fileName: string): Promise<void> {
  const bytes = await buildTablePdf(report, await loadReportFonts());
  downloadPdf(bytes, fileName);
}
