/**
 * Column kinds of the list exports (pure, no React): each formats a record's value the way the
 * screen shows it, in the interface language, and becomes a `{ header, value }` column of
 * `toSpreadsheetCsv`.
 */
import type { RaRecord, TranslateFunction } from 'react-admin';
import { formatIsoDateTime, formatIsoDay } from '../../../../i18n/format';
import { REVEAL_RIGHT, type MayReveal, type PersonalField } from '../../personal/personalData';
import type { SpreadsheetColumn } from './csv';

export type ExportColumnKind =
  'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'choice' | 'reference';

export interface ExportChoice {
  id: string | number;
  /** A translation key (or plain text: a missing key is shown as it is). */
  name: string;
}

export interface ExportColumn {
  /** The record's field; also names the default header. */
  source: string;
  /** Translation key of the header; default `resources.<resource>.fields.<source>`. */
  label?: string;
  /** Default `text`. */
  kind?: ExportColumnKind;
  /** For `choice`: the codes and the translation keys of their labels. */
  choices?: readonly ExportChoice[];
  /** For `reference`: `record[source]` is an id of `resource`, shown as that record's `titleField`. */
  reference?: { resource: string; titleField: string };
  /**
   * Reads the raw value instead of `record[source]` (the kind still formats it). Not used by
   * `reference` columns: their ids are always `record[source]`, the ids whose titles were fetched.
   * Given the interface language, for a value worded in it (a message filled from a template).
   */
  value?: (record: RaRecord, locale: string) => unknown;
  /**
   * The kind of personal data the column holds: written only for a user who may reveal it on
   * screen, left out (header and all) for anyone else.
   */
  personal?: PersonalField;
  /**
   * The column identifies a person though the screen shows it unmasked (a name, an address, a
   * photo, free text about them): written for everyone who may export the list, and a file holding
   * it is written to the staff log first, as one holding a phone is (`loggedFields`).
   */
  identifies?: IdentifyingData;
}

/**
 * Data that identifies a person without being masked on screen (docs/decisions.md, "Personal data
 * shown"): a person's name, a street address, a photo of them or their shop, free text written
 * about or by them (a survey's reason, a support request's detail).
 */
export type IdentifyingData = 'name' | 'address' | 'photo' | 'freeText';

/**
 * The columns a user's CSV keeps: every column that holds no personal data, and those of the kinds
 * the user may reveal. A column is left out rather than masked: a file is copied and forwarded, and
 * a column of masks tells its reader nothing the screen would not.
 */
export function exportableColumns(columns: readonly ExportColumn[], mayReveal: MayReveal): ExportColumn[] {
  return columns.filter((column) => !column.personal || mayReveal(REVEAL_RIGHT[column.personal]));
}

/**
 * The wire fields a file's staff log entry names (docs/api.md, "Staff activity log"): of the
 * columns it keeps, those of personal data and those that identify a person, in the file's order.
 * None: the file holds nothing about a person, and no entry is written.
 */
export const loggedFields = (kept: readonly ExportColumn[]): string[] =>
  kept.filter((column) => column.personal || column.identifies).map((column) => column.source);

/** For each `reference` column, by its `source`: the referenced id (as text) → its title. */
export type ReferenceTitles = Record<string, Record<string, string>>;

export interface ResolveOptions {
  resource: string;
  translate: TranslateFunction;
  locale: string;
  referenceTitles?: ReferenceTitles;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A finite number, or `undefined` (an API may send amounts as strings: `"1234.5"`). */
function toNumber(value: unknown): number | undefined {
  if (isEmpty(value) || typeof value === 'boolean') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Numbers and money stay JS numbers, written without thousands separators or currency symbol,
 * money with two decimals (`1234.5` → `1234.50`). `formatNumber`/`formatMoney` of
 * src/i18n/format.ts give `1,234.50` / `฿1,234.50`: a spreadsheet reads those as text (no sums,
 * no sorting by amount), and which separator it expects depends on the computer's region. The
 * amounts are the same as on screen; only the grouping and the symbol are left out. Being numbers,
 * negative amounts also escape the `'` prefix of the CSV-injection rule (see csv.ts).
 */
function formatValue(column: ExportColumn, value: unknown, options: ResolveOptions): unknown {
  const { translate, referenceTitles } = options;
  switch (column.kind ?? 'text') {
    case 'number':
    case 'money':
      return toNumber(value);
    case 'date':
      return formatIsoDay(value as Parameters<typeof formatIsoDay>[0]);
    case 'datetime':
      return formatIsoDateTime(value as Parameters<typeof formatIsoDateTime>[0]);
    case 'boolean':
      // As on screen, any truthy value is "yes"; a missing value stays an empty cell.
      if (value === null || value === undefined) return '';
      return translate(value ? 'app.export.yes' : 'app.export.no');
    case 'choice': {
      if (isEmpty(value)) return '';
      const choice = column.choices?.find((candidate) => String(candidate.id) === String(value));
      return choice ? translate(choice.name, { _: choice.name }) : value;
    }
    case 'reference': {
      const titles = referenceTitles?.[column.source] ?? {};
      // An id whose record was not found (deleted, no right to read it) is written as the id.
      const title = (id: unknown) => (isEmpty(id) ? '' : (titles[String(id)] ?? String(id)));
      return Array.isArray(value) ? value.map(title).join(', ') : title(value);
    }
    default:
      return value;
  }
}

/** The columns of `toSpreadsheetCsv`, with translated headers. */
export function resolveColumns(
  columns: readonly ExportColumn[],
  options: ResolveOptions,
): SpreadsheetColumn<RaRecord>[] {
  return columns.map((column) => {
    const { value } = column;
    const read =
      column.kind !== 'reference' && value
        ? (record: RaRecord) => value(record, options.locale)
        : (record: RaRecord) => record[column.source];
    return {
      header: options.translate(column.label ?? `resources.${options.resource}.fields.${column.source}`),
      value: (record) => formatValue(column, read(record), options),
      ...(column.kind === 'money' ? { decimals: 2 } : {}),
    };
  });
}
