/**
 * Spreadsheet-safe CSV (pure, no React): what every list export writes.
 *
 * - starts with a UTF-8 byte-order mark, so that Excel opens Thai text as UTF-8;
 * - RFC 4180: fields separated by commas, every record (the header too) ends with CRLF, a field
 *   holding a comma, a double quote, CR or LF is wrapped in double quotes, its quotes doubled;
 * - OWASP's CSV-injection rule: a cell whose text begins with `=`, `+`, `-`, `@`, a tab or a
 *   line break gets a leading `'`, so that a spreadsheet shows it as text and never runs it as
 *   a formula (a brand named `=HYPERLINK("http://…","x")` stays a name). Spaces before the sign do
 *   not hide it (a spreadsheet may trim them), nor do the full-width signs `＝ ＋ － ＠` (a Thai or
 *   Japanese keyboard types them; a spreadsheet may read them as the ASCII ones).
 */

export interface SpreadsheetColumn<T> {
  header: string;
  value: (row: T) => unknown;
  /**
   * When the value is a JS number, how many decimals to write (`-12.5` with 2 → `-12.50`).
   * Without it, a number is written as JavaScript prints it (`12`, `3.5`).
   */
  decimals?: number;
}

const BOM = '\uFEFF';
const CRLF = '\r\n';
/** A formula's start: a tab or line break, or a sign (ASCII or full-width) after any white space. */
export const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * The text of one cell, before quoting.
 *
 * Choice: the `'` prefix is applied to every value that is NOT a JS number (strings, and anything
 * else turned into text). A JS number can only print as a number, never as a formula, so a real
 * negative amount (`-12.5` → `-12.50`) stays a number that the spreadsheet can add up. Strict
 * OWASP would also prefix it, which would turn every negative amount into text. A *string* that
 * looks like a number (`'-5'` in a name or a code) is still prefixed: it came from user input.
 */
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

/**
 * A cell's value as it reaches the CSV writer: what `SpreadsheetColumn.value` gives, with anything
 * a Web Worker could not receive (an object, a function) already turned into its text.
 */
export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

/** A value as a `CsvCell`: the same text `cellText` would give it, in a form a Worker can receive. */
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

/** The start of a CSV file: the BOM and the header row. */
export function csvHeaderText(headers: readonly string[]): string {
  return BOM + headers.map((header) => quote(cellText(header, undefined))).join(',') + CRLF;
}

/** Rows of a CSV file, each ending with CRLF; `decimals[i]` is column i's (see `SpreadsheetColumn`). */
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

/** The CSV file's text: BOM, a header row, one row per record, CRLF after each. */
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

/**
 * The download's name without extension (react-admin's `downloadCSV` adds `.csv`):
 * `exportFileName('brands', date)` → `brands-2026-11-23`. The name becomes an ASCII slug (a label
 * with no Latin letters or digits, e.g. Thai only, gives `export`); the date is the local day.
 */
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
