export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

const quote = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * CSV with a header row of translated column names. Starts with a byte-order mark so that Excel
 * opens Thai text as UTF-8.
 */
export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((column) => quote(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => quote(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}`;
}
