/**
 * Where an export's CSV goes, a page at a time (docs/api.md, "Exports of any size"): straight into
 * a file the user chose (the File System Access API, where the browser has it), or into a Blob of
 * the pages' parts downloaded at the end. Either way nothing is saved until `save`: a chosen file
 * is written to the browser's temporary copy until then, and `discard` leaves no file.
 */

export interface CsvSink {
  write(part: Blob): Promise<void>;
  /** The file is complete: keep it. */
  save(): Promise<void>;
  /** The export stopped (cancelled, failed, no log entry): keep nothing. */
  discard(): Promise<void>;
}

const CSV_TYPE = 'text/csv;charset=utf-8';

/** Saves a Blob under a name, as a download of the page. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Keeps the pages as Blob parts (the browser may hold them outside the JS heap, on disk for large
 * ones), joined into one Blob, never one string, and downloaded as `fileName` by `save`.
 */
export function downloadSink(
  fileName: string,
  download: (blob: Blob, fileName: string) => void = downloadBlob,
): CsvSink {
  let parts: Blob[] = [];
  return {
    write: async (part) => {
      parts.push(part);
    },
    save: async () => {
      download(new Blob(parts, { type: CSV_TYPE }), fileName);
      parts = [];
    },
    discard: async () => {
      parts = [];
    },
  };
}

/** The part of a `FileSystemWritableFileStream` a sink uses. */
export interface WritableFile {
  write(data: Blob): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/** Writes each page into a file the user chose; `discard` aborts it, so no file is left. */
export function fileSink(file: WritableFile): CsvSink {
  return {
    write: (part) => file.write(part),
    save: () => file.close(),
    discard: () => file.abort().catch(() => undefined),
  };
}

interface SaveFilePicker {
  (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<WritableFile> }>;
}

/**
 * Asks where to save, where the browser offers the File System Access API: the file to stream
 * into, `null` when the user closed the dialog, `undefined` where the API is missing (the export
 * then downloads). Called straight from the click: the browser opens the dialog only then.
 */
export async function pickCsvFile(
  fileName: string,
  description: string,
): Promise<WritableFile | null | undefined> {
  const picker = (globalThis as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (typeof picker !== 'function') return undefined;
  try {
    const handle = await picker({
      suggestedName: fileName,
      types: [{ description, accept: { 'text/csv': ['.csv'] } }],
    });
    return await handle.createWritable();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    // A browser that refuses the dialog (no user gesture, a policy) still gets its file: the download.
    return undefined;
  }
}
