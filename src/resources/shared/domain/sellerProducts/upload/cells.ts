/**
 * What an uploaded cell means (pure, no React): a quantity, a unit price or a status, or why it
 * cannot be sent. An empty cell means "leave this field as it is" and is read as no value.
 */
import { unprefixedCell } from '../../../files/export/csvRead';

/** Why a cell's value cannot be sent. */
export type ValueProblem = 'not_number' | 'negative' | 'not_whole' | 'too_many_decimals' | 'unknown_status';

export type CellValue<T> = { value: T } | { problem: ValueProblem } | undefined;

/** The cell's text as meant: the export's `'` prefix taken off, spaces at the ends dropped. */
export const cellText = (cell: string | undefined) => unprefixedCell(cell ?? '').trim();

/** Thousands written with commas, as a spreadsheet formatted as a number may save them. */
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A number written with a dot for decimals (the export's way: csv.ts, columns.ts). */
function readNumber(text: string): { value: number; decimals: number } | { problem: ValueProblem } {
  const plain = GROUPED.test(text) ? text.replaceAll(',', '') : text;
  if (!PLAIN.test(plain)) return { problem: 'not_number' };
  const value = Number(plain);
  if (value < 0) return { problem: 'negative' };
  const decimals = (/\.(\d*?)0*$/.exec(plain)?.[1] ?? '').length;
  return { value: value === 0 ? 0 : value, decimals };
}

/** A quantity: a whole number of 0 or more (stockRules.ts). */
export function readQuantity(cell: string | undefined): CellValue<number> {
  const text = cellText(cell);
  if (text === '') return undefined;
  const read = readNumber(text);
  if ('problem' in read) return read;
  return read.decimals > 0 ? { problem: 'not_whole' } : { value: read.value };
}

/** A unit price: 0 or more, baht and satang (at most two decimals, stockRules.ts). */
export function readUnitPrice(cell: string | undefined): CellValue<number> {
  const text = cellText(cell);
  if (text === '') return undefined;
  const read = readNumber(text);
  if ('problem' in read) return read;
  return read.decimals > 2 ? { problem: 'too_many_decimals' } : { value: read.value };
}

/** A status as compared: its code in any case, or its label in either language, spaces aside. */
export const statusKey = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A status: one of `known` (each status's code and labels, by `statusKey`, to its code), or the
 * product's own status as the service sent it (a status the app does not offer, kept unchanged).
 */
export function readStatus(
  cell: string | undefined,
  known: ReadonlyMap<string, string>,
  current: string,
): CellValue<string> {
  const text = cellText(cell);
  if (text === '') return undefined;
  const code = known.get(statusKey(text));
  if (code) return { value: code };
  return text === current ? { value: current } : { problem: 'unknown_status' };
}

/** Each status's code and labels (each language's label of a code), by `statusKey`. */
export function statusNames(
  codes: readonly string[],
  labels: readonly ((code: string) => string | undefined)[],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const code of codes) {
    names.set(statusKey(code), code);
    for (const label of labels) {
      const text = label(code);
      if (text) names.set(statusKey(text), code);
    }
  }
  return names;
}
