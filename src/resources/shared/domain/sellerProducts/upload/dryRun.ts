// What each row would do, before anything is sent; only `change` rows are ever sent.
import type { RaRecord } from 'react-admin';
import { isBlankRecord, type CsvText } from '../../../files/export/csvRead';
import { readQuantity, readStatus, readUnitPrice, type CellValue, type ValueProblem } from './cells';
import { KEY_FIELDS, VALUE_FIELDS, readHeader, type UploadField, type ValueField } from './headers';
import { indexProducts, matchRow, type Match, type RowCells } from './matching';

export type RowKind = 'change' | 'unchanged' | 'invalid' | 'unmatched' | 'ambiguous' | 'duplicate';
export const ROW_KINDS: readonly RowKind[] = [
  'change',
  'unchanged',
  'invalid',
  'unmatched',
  'ambiguous',
  'duplicate',
];

export interface FieldChange {
  field: ValueField;
  before: string | number;
  after: string | number;
}

export interface CellProblem {
  field: ValueField;
  problem: ValueProblem;
  text: string;
}

export interface StockValues {
  ProductStatus: string;
  Quantity: number;
  UnitPrice: number;
}

export interface PlannedRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  kind: RowKind;
  match: Match;
  changes: FieldChange[];
  problems: CellProblem[];
  values?: StockValues;
}

export type FileProblem =
  'empty' | 'unclosed_quote' | 'no_key_column' | 'no_value_column' | 'repeated_column';

export type DryRun =
  { problem: FileProblem; fields?: UploadField[] } | { rows: PlannedRow[]; counts: Record<RowKind, number> };

const cents = (value: number) => Math.round(value * 100);
const sameValue = (field: ValueField, a: unknown, b: unknown) =>
  field === 'UnitPrice' ? cents(Number(a)) === cents(Number(b)) : String(a) === String(b);

function planValues(cells: RowCells, product: RaRecord, statuses: ReadonlyMap<string, string>) {
  const current: StockValues = {
    ProductStatus: String(product.ProductStatus ?? ''),
    Quantity: Number(product.Quantity),
    UnitPrice: Number(product.UnitPrice),
  };
  const read: Record<ValueField, CellValue<string | number>> = {
    ProductStatus: readStatus(cells.ProductStatus, statuses, current.ProductStatus),
    Quantity: readQuantity(cells.Quantity),
    UnitPrice: readUnitPrice(cells.UnitPrice),
  };
  const values = { ...current };
  const changes: FieldChange[] = [];
  const problems: CellProblem[] = [];
  for (const field of VALUE_FIELDS) {
    const cell = read[field];
    if (!cell) continue;
    if ('problem' in cell) problems.push({ field, problem: cell.problem, text: cells[field] ?? '' });
    else if (!sameValue(field, cell.value, current[field])) {
      changes.push({ field, before: current[field], after: cell.value });
      Object.assign(values, { [field]: cell.value });
    }
  }
  return { values, changes, problems };
}

export interface UploadWords {
  headers: ReadonlyMap<string, UploadField>;
  statuses: ReadonlyMap<string, string>;
}

export function dryRun(file: CsvText, products: readonly RaRecord[], words: UploadWords): DryRun {
  if (file.unclosedQuote) return { problem: 'unclosed_quote' };
  const [header, ...records] = file.records;
  if (!header || isBlankRecord(header)) return { problem: 'empty' };
  const { fields, repeated } = readHeader(header, words.headers);
  if (repeated.length > 0) return { problem: 'repeated_column', fields: repeated };
  if (!KEY_FIELDS.some((field) => fields.includes(field))) return { problem: 'no_key_column' };
  if (!VALUE_FIELDS.some((field) => fields.includes(field))) return { problem: 'no_value_column' };
  const index = indexProducts(products);
  const rows: PlannedRow[] = [];
  records.forEach((record, at) => {
    if (isBlankRecord(record)) return;
    const cells: RowCells = {};
    fields.forEach((field, column) => {
      if (field) cells[field] = record[column];
    });
    const match = matchRow(cells, index);
    const row = at + 2;
    if (match.kind !== 'one') {
      const kind = match.kind === 'several' ? 'ambiguous' : 'unmatched';
      rows.push({ row, kind, match, changes: [], problems: [] });
      return;
    }
    const { values, changes, problems } = planValues(cells, match.product, words.statuses);
    const kind = problems.length > 0 ? 'invalid' : changes.length > 0 ? 'change' : 'unchanged';
    rows.push({ row, kind, match, changes, problems, ...(kind === 'change' ? { values } : {}) });
  });
  markDuplicates(rows);
  const counts = Object.fromEntries(ROW_KINDS.map((kind) => [kind, 0])) as Record<RowKind, number>;
  for (const row of rows) counts[row.kind] += 1;
  return { rows, counts };
}

/** Which of two rows naming one product the file means is not known, so neither is sent. */
function markDuplicates(rows: PlannedRow[]) {
  const byProduct = new Map<string, PlannedRow[]>();
  for (const row of rows) {
    if (row.match.kind !== 'one') continue;
    const id = String(row.match.product.id);
    const group = byProduct.get(id);
    if (group) group.push(row);
    else byProduct.set(id, [row]);
  }
  for (const group of byProduct.values()) {
    if (group.length < 2) continue;
    for (const row of group) {
      row.kind = 'duplicate';
      delete row.values;
    }
  }
}
