import { downloadCSV } from 'react-admin';
import type { Exporter, FetchRelatedRecords, Identifier, RaRecord, TranslateFunction } from 'react-admin';
import type { MayReveal } from '../personalData';
import { exportableColumns, resolveColumns, type ExportColumn, type ReferenceTitles } from './columns';
import { exportFileName, toSpreadsheetCsv } from './csv';

/** The most rows one export fetches (`maxResults` of the export button). */
export const EXPORT_MAX_ROWS = 5000;

export interface ListExporterOptions {
  /** The resource name: headers `resources.<resource>.fields.*` and the file name `<resource>-YYYY-MM-DD.csv`. */
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
  /** The `maxResults` the records were fetched with; default `EXPORT_MAX_ROWS`. */
  maxRows?: number;
  /**
   * Writes the staff log entry of a file that holds personal data (docs/api.md, "Staff activity
   * log"): the personal columns kept (their wire fields) and the rows' ids. Called before the
   * file is saved, and only when the file holds a personal column and a row; when it rejects, no
   * file is saved.
   */
  logExport: (look: { fields: string[]; rowIds: Identifier[] }) => Promise<void>;
  /** Told why, instead of a file, when the entry could not be written (default: the error is thrown). */
  onLogFailed?: (error: unknown) => void;
  /** Called after the download when the export holds `maxRows` records (the list may hold more). */
  onLimitReached?: (maxRows: number) => void;
  /** Saves the file; default react-admin's `downloadCSV` (tests pass a fake). */
  download?: (csv: string, fileName: string) => void;
  /** Today, for the file name; default `new Date()`. */
  now?: () => Date;
}

/** The id → title maps of the `reference` columns: one `getMany` per column, all at once. */
async function fetchReferenceTitles(
  records: RaRecord[],
  columns: readonly ExportColumn[],
  fetchRelatedRecords: FetchRelatedRecords,
): Promise<ReferenceTitles> {
  const referenceColumns = columns.filter((column) => column.kind === 'reference' && column.reference);
  const entries = await Promise.all(
    referenceColumns.map(async (column) => {
      const { resource, titleField } = column.reference!;
      const hasIds = records.some(
        (record) => record[column.source] !== null && record[column.source] !== undefined,
      );
      const related = hasIds ? await fetchRelatedRecords<RaRecord>(records, column.source, resource) : {};
      const titles: Record<string, string> = {};
      for (const [id, record] of Object.entries(related)) {
        const title = record?.[titleField];
        titles[id] = title === null || title === undefined ? '' : String(title);
      }
      return [column.source, titles] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A react-admin `Exporter` for a list: translated headers, values as the screen shows them,
 * reference ids replaced by titles, a spreadsheet-safe CSV (see csv.ts) named `<resource>-<date>`,
 * personal data only of the kinds the user may reveal, and only once the staff log holds the export.
 */
export function createListExporter(options: ListExporterOptions): Exporter {
  const {
    resource,
    translate,
    locale,
    mayReveal = () => false,
    maxRows = EXPORT_MAX_ROWS,
    onLimitReached,
    download = downloadCSV,
    now = () => new Date(),
  } = options;
  const columns = exportableColumns(options.columns, mayReveal);
  const personalFields = columns.filter((column) => column.personal).map((column) => column.source);
  return async (records, fetchRelatedRecords) => {
    const referenceTitles = await fetchReferenceTitles(records, columns, fetchRelatedRecords);
    const csv = toSpreadsheetCsv(
      records,
      resolveColumns(columns, { resource, translate, locale, referenceTitles }),
    );
    if (personalFields.length > 0 && records.length > 0) {
      try {
        await options.logExport({ fields: personalFields, rowIds: records.map((record) => record.id) });
      } catch (error) {
        if (!options.onLogFailed) throw error;
        options.onLogFailed(error);
        return;
      }
    }
    download(csv, exportFileName(resource, now()));
    if (records.length >= maxRows) onLimitReached?.(maxRows);
  };
}
