/**
 * The one call a finance document's button needs, imported dynamically (`await import(...)`) so
 * that the PDF engine and the font are downloaded only when someone asks for a document.
 */
import { buildDocumentPdf, type FinanceDocument } from './documentPdf';
import { downloadPdf } from './downloadPdf';
import { loadReportFonts } from './reportFonts';

/** Builds the PDF of `document` and has the browser save it as `fileName` ('.pdf' added if missing). */
export async function exportDocumentPdf(document: FinanceDocument, fileName: string): Promise<void> {
  const bytes = await buildDocumentPdf(document, await loadReportFonts());
  downloadPdf(bytes, fileName);
}
