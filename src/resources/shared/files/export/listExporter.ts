import type { Identifier, RaRecord, TranslateFunction } from 'react-admin';
import type { MayReveal } from '../../personal/personalData';
import {
  exportableColumns,
  loggedFields,
  resolveColumns,
  type ExportColumn,
  type ReferenceTitles,
} from './columns';
import { csvHeaderText, toCsvCell } from './csv';
import { defaultCsvFormatter, type CsvFormatter } from './csvFormatter';
import type { CsvSink } from './csvSink';
import { afterPage, pagingShortfall, startPaging, type PageAsk } from './pagingPlan';

/**
 * Rows asked per page. Below the data engine's whole-list size (`WHOLE_LIST_PER_PAGE`, 1,000), so
 * that each call is one page of the service; a service that caps its pages lower is paged in its
 * own size (pagingPlan.ts).
 */
export const EXPORT_PAGE_SIZE = 500;

export interface ListExportOptions {
  /** The resource name: headers `resources.<resource>.fields.*`. */
  resource: string;
  columns: readonly ExportColumn[];
  /**
   * Whether the user may reveal a right's values: the columns of personal data they may not see
   * are left out. Default: none may be revealed, so a caller that does not say keeps no personal
   * column.
   */
  mayReveal?: MayReveal;
  translate: TranslateFunction;
  locale: string;
  /** One page of the list, with the list's filter and sort (react-admin's `getList`). */
  getPage: (ask: PageAsk) => Promise<{ data: RaRecord[]; total?: number }>;
  /** Records of a referenced resource by id (react-admin's `getMany`), for the titles of `reference` columns. */
  getMany: (resource: string, ids: Identifier[]) => Promise<RaRecord[]>;
  /** Where the file goes; nothing is kept until the export succeeds. */
  sink: CsvSink;
  /**
   * Writes the staff log entry of a file that holds personal data (docs/api.md, "Staff activity
   * log"): the columns kept that hold personal data or identify a person (their wire fields,
   * `loggedFields`) and the rows' ids. Called once every row is written and before the file is
   * saved, and only when the file holds such a column and a row; when it rejects, no file is saved.
   */
  logExport: (look: { fields: string[]; rowIds: Identifier[] }) => Promise<void>;
  /** Rows per page asked; default `EXPORT_PAGE_SIZE`. */
  pageSize?: number;
  /** Default: a Web Worker where there is one. */
  formatter?: CsvFormatter;
  /** Aborting stops the export: no file is saved. */
  signal?: AbortSignal;
  /** After each page: rows written so far and the total the service gave. */
  onProgress?: (progress: { read: number; total: number | undefined }) => void;
}

export type ListExportOutcome =
  | {
      status: 'saved';
      rows: number;
      /** The rows read and the service's total disagree at the end (a warning, never silent). */
      shortfall?: { read: number; total: number };
    }
  | { status: 'cancelled' }
  /** The staff log entry could not be written: no file. */
  | { status: 'not-logged'; error: unknown };

const cancelled = () => new DOMException('The export was cancelled', 'AbortError');

/** Rejects as soon as `signal` aborts, without waiting for `work`. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(cancelled());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The titles of a page's referenced ids not yet known, added to `titles` (one `getMany` per column). */
async function addReferenceTitles(
  records: RaRecord[],
  columns: readonly ExportColumn[],
  titles: ReferenceTitles,
  getMany: ListExportOptions['getMany'],
) {
  await Promise.all(
    columns.map(async (column) => {
      if (column.kind !== 'reference' || !column.reference) return;
      const { resource, titleField } = column.reference;
      const known = (titles[column.source] ??= {});
      const ids = new Map<string, Identifier>();
      for (const record of records) {
        const value: unknown = record[column.source];
        for (const id of Array.isArray(value) ? value : [value])
          if (id !== null && id !== undefined && id !== '' && !(String(id) in known))
            ids.set(String(id), id as Identifier);
      }
      if (ids.size === 0) return;
      for (const record of await getMany(resource, [...ids.values()])) {
        const title: unknown = record?.[titleField];
        known[String(record.id)] = title === null || title === undefined ? '' : String(title);
      }
    }),
  );
}

/**
 * A list's CSV, of any length: page after page with the list's filter and sort (pagingPlan.ts),
 * each page's cells formatted as the screen shows them, written as CSV off the page's thread
 * (csvFormatter.ts) and handed to the sink, so that neither the rows nor the file's text are ever
 * held whole. Translated headers, titles rather than ids, personal data only of the kinds the user
 * may reveal, and a file about people saved only once the staff log holds the export. A failure discards the file and
 * rejects; a cancel discards it and says so.
 */
export async function exportList(options: ListExportOptions): Promise<ListExportOutcome> {
  const { resource, translate, locale, mayReveal = () => false, sink, signal } = options;
  const columns = exportableColumns(options.columns, mayReveal);
  const loggedColumns = loggedFields(columns);
  const referenceTitles: ReferenceTitles = {};
  const spreadsheetColumns = resolveColumns(columns, { resource, translate, locale, referenceTitles });
  const decimals = spreadsheetColumns.map((column) => column.decimals);
  const formatter = options.formatter ?? defaultCsvFormatter();
  const rowIds: Identifier[] = [];
  try {
    await sink.write(new Blob([csvHeaderText(spreadsheetColumns.map((column) => column.header))]));
    let state = startPaging(options.pageSize ?? EXPORT_PAGE_SIZE);
    while (state.next) {
      const page = await untilAborted(options.getPage(state.next), signal);
      state = afterPage(state, { count: page.data.length, total: page.total, firstId: page.data[0]?.id });
      const records = page.data.slice(0, state.keep);
      if (records.length === 0) continue;
      await untilAborted(addReferenceTitles(records, columns, referenceTitles, options.getMany), signal);
      const cells = records.map((record) =>
        spreadsheetColumns.map((column) => toCsvCell(column.value(record))),
      );
      if (loggedColumns.length > 0) for (const record of records) rowIds.push(record.id);
      await sink.write(await untilAborted(formatter.rows(cells, decimals), signal));
      options.onProgress?.({ read: state.read, total: state.total });
    }
    if (signal?.aborted) throw cancelled();
    if (loggedColumns.length > 0 && rowIds.length > 0) {
      try {
        await options.logExport({ fields: loggedColumns, rowIds });
      } catch (error) {
        await sink.discard();
        return { status: 'not-logged', error };
      }
    }
    if (signal?.aborted) throw cancelled();
    await sink.save();
    const shortfall = pagingShortfall(state);
    return { status: 'saved', rows: state.read, ...(shortfall ? { shortfall } : {}) };
  } catch (error) {
    await sink.discard();
    if (signal?.aborted) return { status: 'cancelled' };
    throw error;
  } finally {
    if (!options.formatter) formatter.close();
  }
}
