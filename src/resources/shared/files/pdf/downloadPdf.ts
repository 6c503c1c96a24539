/** Some browsers read the blob after the click, so revoking at once can cancel the download. */
const REVOKE_AFTER_MS = 30_000;

export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  // The engine allocates plain ArrayBuffers; the cast only narrows the type for BlobPart, which
  // refuses views that might sit on a SharedArrayBuffer.
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
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
