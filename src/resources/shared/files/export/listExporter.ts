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

/** Below the engine's whole-list size, so each call is one page of the service (pagingPlan.ts). */
export const EXPORT_PAGE_SIZE = 500;

export interface ListExportOptions {
  resource: string;
  columns: readonly ExportColumn[];
  /** Default: none, so a caller that does not say keeps no personal column. */
  mayReveal?: MayReveal;
  translate: TranslateFunction;
  locale: string;
  getPage: (ask: PageAsk) => Promise<{ data: RaRecord[]; total?: number }>;
  getMany: (resource: string, ids: Identifier[]) => Promise<RaRecord[]>;
  sink: CsvSink;
  /** Before the file is saved, which it is not when this rejects (docs/api.md, "Staff activity log"). */
  logExport: (look: { fields: string[]; rowIds: Identifier[] }) => Promise<void>;
  pageSize?: number;
  formatter?: CsvFormatter;
  signal?: AbortSignal;
  onProgress?: (progress: { read: number; total: number | undefined }) => void;
}

export type ListExportOutcome =
  | {
      status: 'saved';
      rows: number;
      /** A warning, never silent. */
      shortfall?: { read: number; total: number };
    }
  | { status: 'cancelled' }
  | { status: 'not-logged'; error: unknown };

const cancelled = () => new DOMException('The export was cancelled', 'AbortError');

function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(cancelled());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

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

/** Page by page into the sink, so neither the rows nor the file's text are ever held whole (docs/api.md, "Exports of any size"). */
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
