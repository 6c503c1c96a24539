// Spreadsheet-safe CSV: a BOM, RFC 4180, OWASP's formula prefix (docs/decisions.md, "Spreadsheet-safe CSV").

export interface SpreadsheetColumn<T> {
  header: string;
  value: (row: T) => unknown;
  /** For a number (`-12.5` with 2 → `-12.50`); without it, as JavaScript prints it. */
  decimals?: number;
}

const BOM = '\uFEFF';
const CRLF = '\r\n';
/** A spreadsheet may trim spaces and read full-width signs as ASCII ones. */
export const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A real number is never prefixed, so a negative amount still adds up; a string that looks like one is. */
function cellText(value: unknown, decimals: number | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return decimals === undefined ? String(value) : value.toFixed(decimals);
  }
  if (typeof value === 'bigint') return String(value);
  const text =
    value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What a Web Worker can receive: an object or a function is already turned into its text. */
export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

export function toCsvCell(value: unknown): CsvCell {
  if (value === null || value === undefined || value instanceof Date) return value;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return value;
    default:
      return String(value);
  }
}

export function csvHeaderText(headers: readonly string[]): string {
  return BOM + headers.map((header) => quote(cellText(header, undefined))).join(',') + CRLF;
}

export function csvRowsText(
  rows: readonly (readonly CsvCell[])[],
  decimals: readonly (number | undefined)[],
) {
  let text = '';
  for (const row of rows) {
    text += row.map((value, index) => quote(cellText(value, decimals[index]))).join(',') + CRLF;
  }
  return text;
}

export function toSpreadsheetCsv<T>(rows: readonly T[], columns: readonly SpreadsheetColumn<T>[]): string {
  return (
    csvHeaderText(columns.map((column) => column.header)) +
    csvRowsText(
      rows.map((row) => columns.map((column) => toCsvCell(column.value(row)))),
      columns.map((column) => column.decimals),
    )
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `brands-2026-11-23` (`downloadCSV` adds `.csv`); a label with no Latin letters gives `export`. */
export function exportFileName(resourceLabel: string, date: Date): string {
  const slug = resourceLabel
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${slug || 'export'}-${day}`;
}
