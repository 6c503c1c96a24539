/**
 * The result file of an upload applied (pure: given the interface's translate): each row of the
 * file, done, failed with the service's reason, or skipped with why, in the list exports' CSV
 * (csv.ts: a byte-order mark, CRLF, spreadsheet-safe cells).
 */
import type { TranslateFunction } from 'react-admin';
import { toSpreadsheetCsv, type SpreadsheetColumn } from '../../../files/export/csv';
import type { PlannedRow } from './dryRun';
import type { SendOutcome } from './rowSender';
import { rowNote } from './words';

export type RowResult = 'done' | 'failed' | 'skipped';

export interface ResultLine {
  row: number;
  /** The product's detail id and name, when the row named one product. */
  id: string;
  name: string;
  /** What the row changes (or why it cannot), as the dry run said. */
  note: string;
  result: RowResult;
  /** The service's reason of a failure, or why the row was not sent. */
  reason: string;
}

const TEXTS = 'resources.seller-products.upload';

/** Each row's line: a change sent is done or failed, a change not sent (cancelled) is skipped. */
export function resultLines(
  rows: readonly PlannedRow[],
  outcomes: ReadonlyMap<number, SendOutcome>,
  translate: TranslateFunction,
): ResultLine[] {
  return rows.map((row) => {
    const product = row.match.kind === 'one' ? row.match.product : undefined;
    const outcome = outcomes.get(row.row);
    const note = rowNote(row, translate);
    const [result, reason]: [RowResult, string] =
      outcome?.state === 'done'
        ? ['done', '']
        : outcome?.state === 'failed'
          ? ['failed', outcome.message]
          : ['skipped', translate(`${TEXTS}.reasons.${row.kind === 'change' ? 'not_sent' : row.kind}`)];
    return {
      row: row.row,
      id: product ? String(product.id) : '',
      name: product ? String(product.ProductName ?? '') : '',
      note,
      result,
      reason,
    };
  });
}

/** The result file's columns, headed in the interface language. */
export function resultColumns(translate: TranslateFunction): SpreadsheetColumn<ResultLine>[] {
  const header = (name: string) => translate(`${TEXTS}.result_columns.${name}`);
  return [
    { header: header('row'), value: (line) => line.row },
    { header: header('id'), value: (line) => line.id },
    { header: header('name'), value: (line) => line.name },
    { header: header('note'), value: (line) => line.note },
    { header: header('result'), value: (line) => translate(`${TEXTS}.results.${line.result}`) },
    { header: header('reason'), value: (line) => line.reason },
  ];
}

/** The result file's text. */
export const resultCsv = (lines: readonly ResultLine[], translate: TranslateFunction): string =>
  toSpreadsheetCsv(lines, resultColumns(translate));
