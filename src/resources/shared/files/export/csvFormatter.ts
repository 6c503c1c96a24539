/**
 * Where a page of cells becomes CSV: in a Web Worker in the browser, in the calling thread where
 * there is none (Node, the tests). Either way the answer is a Blob of the page's rows.
 */
import { csvRowsText, type CsvCell } from './csv';

export interface CsvWorkerAsk {
  id: number;
  rows: CsvCell[][];
  decimals: (number | undefined)[];
}

export type CsvWorkerAnswer = { id: number; blob: Blob } | { id: number; error: string };

export interface CsvFormatter {
  /** A page's rows as CSV (each row ending with CRLF). */
  rows(rows: CsvCell[][], decimals: (number | undefined)[]): Promise<Blob>;
  /** Ends the worker, if any; pending pages are rejected. */
  close(): void;
}

const CSV_TYPE = 'text/csv;charset=utf-8';

/** Formats in the calling thread. */
export function inlineCsvFormatter(): CsvFormatter {
  return {
    rows: async (rows, decimals) => new Blob([csvRowsText(rows, decimals)], { type: CSV_TYPE }),
    close: () => undefined,
  };
}

/** Formats in a Web Worker of its own, ended by `close`. */
function workerCsvFormatter(): CsvFormatter {
  const worker = new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<CsvWorkerAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('blob' in data) waiting?.resolve(data.blob);
    else waiting?.reject(new Error(data.error));
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'CSV worker failed'));
  return {
    rows: (rows, decimals) =>
      new Promise<Blob>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, rows, decimals } satisfies CsvWorkerAsk);
      }),
    close: () => {
      worker.terminate();
      failAll(new Error('CSV worker closed'));
    },
  };
}

/**
 * A Worker where the environment has one, the calling thread otherwise (or when the page may not
 * start one: a Content-Security-Policy without `worker-src 'self'`), so that the file is still made.
 */
export function defaultCsvFormatter(): CsvFormatter {
  if (typeof Worker === 'undefined') return inlineCsvFormatter();
  try {
    return workerCsvFormatter();
  } catch {
    return inlineCsvFormatter();
  }
}
