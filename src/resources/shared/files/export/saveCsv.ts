import { csvHeaderText, toCsvCell, type SpreadsheetColumn } from './csv';
import { defaultCsvFormatter } from './csvFormatter';
import { downloadBlob } from './csvSink';

/**
 * A CSV of rows already on screen (a dashboard's table, a help tree), made like the list exports:
 * the text written in a Web Worker, downloaded as one Blob, `<fileName>.csv`.
 */
export async function saveSpreadsheetCsv<T>(
  rows: readonly T[],
  columns: readonly SpreadsheetColumn<T>[],
  fileName: string,
) {
  const formatter = defaultCsvFormatter();
  try {
    const body = await formatter.rows(
      rows.map((row) => columns.map((column) => toCsvCell(column.value(row)))),
      columns.map((column) => column.decimals),
    );
    const header = csvHeaderText(columns.map((column) => column.header));
    downloadBlob(new Blob([header, body], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  } finally {
    formatter.close();
  }
}
