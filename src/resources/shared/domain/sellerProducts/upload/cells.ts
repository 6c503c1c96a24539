// An empty cell means "leave this field as it is".
import { unprefixedCell } from '../../../files/export/csvRead';

export type ValueProblem = 'not_number' | 'negative' | 'not_whole' | 'too_many_decimals' | 'unknown_status';

export type CellValue<T> = { value: T } | { problem: ValueProblem } | undefined;

export const cellText = (cell: string | undefined) => unprefixedCell(cell ?? '').trim();

/** Thousands written with commas, as a spreadsheet formatted as a number may save them. */
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function readNumber(text: string): { value: number; decimals: number } | { problem: ValueProblem } {
  const plain = GROUPED.test(text) ? text.replaceAll(',', '') : text;
  if (!PLAIN.test(plain)) return { problem: 'not_number' };
  const value = Number(plain);
  if (value < 0) return { problem: 'negative' };
  const decimals = (/\.(\d*?)0*$/.exec(plain)?.[1] ?? '').length;
  return { value: value === 0 ? 0 : value, decimals };
}

export function readQuantity(cell: string | undefined): CellValue<number> {
  const text = cellText(cell);
  if (text === '') return undefined;
  const read = readNumber(text);
  if ('problem' in read) return read;
  return read.decimals > 0 ? { problem: 'not_whole' } : { value: read.value };
}

export function readUnitPrice(cell: string | undefined): CellValue<number> {
  const text = cellText(cell);
  if (text === '') return undefined;
  const read = readNumber(text);
  if ('problem' in read) return read;
  return read.decimals > 2 ? { problem: 'too_many_decimals' } : { value: read.value };
}

export const statusKey = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Or the product's own status as sent: one the app does not offer is kept unchanged. */
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
