// A page at a time into a chosen file or a Blob; nothing is saved until `save` (docs/api.md, "Exports of any size").

export interface CsvSink {
  write(part: Blob): Promise<void>;
  save(): Promise<void>;
  /** Cancelled, failed or not logged: keep nothing. */
  discard(): Promise<void>;
}

const CSV_TYPE = 'text/csv;charset=utf-8';

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

/** Blob parts, which the browser may keep outside the JS heap: never one string. */
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

export interface WritableFile {
  write(data: Blob): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

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

/** Called straight from the click, the only time the browser opens the dialog; `null`: closed. */
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
