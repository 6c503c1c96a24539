/**
 * Entry point of the PDF export, imported dynamically by the product list so that pdf-lib, fontkit
 * and the font files stay out of the main bundle.
 */
import { buildProductsPdf, type ProductPdfLabels, type ProductPdfRow } from './buildProductsPdf';
import { loadPdfFonts } from './loadPdfFonts';

/**
 * How long the file's object URL outlives the click. The click only queues the download and some
 * browsers (Safari, older Firefox) read the blob later, so revoking at once can cancel it.
 */
const REVOKE_AFTER_MS = 30_000;

/** Builds the PDF of `rows` and has the browser save it as `fileName` ('.pdf' added if missing). */
export async function exportProductsPdf(
  rows: ProductPdfRow[],
  labels: ProductPdfLabels,
  fileName: string,
): Promise<void> {
  const fonts = await loadPdfFonts();
  const bytes = await buildProductsPdf(rows, labels, fonts);
  download(bytes, /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`);
}

function download(bytes: Uint8Array, fileName: string): void {
  // pdf-lib allocates a plain ArrayBuffer; the cast only narrows the type for BlobPart, which
  // refuses views that might sit on a SharedArrayBuffer.
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  // Firefox ignores clicks on links that are not in the document.
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
