import type { RaRecord, TranslateFunction } from 'react-admin';
import { formatIsoDateTime, formatIsoDay } from '../../../../i18n/format';
import { REVEAL_RIGHT, type MayReveal, type PersonalField } from '../../personal/personalData';
import type { SpreadsheetColumn } from './csv';

export type ExportColumnKind =
  'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'choice' | 'reference';

export interface ExportChoice {
  id: string | number;
  name: string;
}

export interface ExportColumn {
  source: string;
  /** Translation key of the header; default `resources.<resource>.fields.<source>`. */
  label?: string;
  kind?: ExportColumnKind;
  choices?: readonly ExportChoice[];
  /** For `reference`: `record[source]` is an id of `resource`, shown as that record's `titleField`. */
  reference?: { resource: string; titleField: string };
  /** The raw value instead of `record[source]`, but never for `reference`, whose titles were fetched by id. */
  value?: (record: RaRecord, locale: string) => unknown;
  /** Written only for a user who may reveal it (docs/decisions.md, "Personal data shown"). */
  personal?: PersonalField;
  identifies?: IdentifyingData;
}

/** Unmasked on screen but logged when exported (docs/decisions.md, "Files about people are logged too"). */
export type IdentifyingData = 'name' | 'address' | 'photo' | 'freeText';

/** A column the user may not reveal is left out rather than masked: a column of masks tells nothing. */
export function exportableColumns(columns: readonly ExportColumn[], mayReveal: MayReveal): ExportColumn[] {
  return columns.filter((column) => !column.personal || mayReveal(REVEAL_RIGHT[column.personal]));
}

/** The fields a file's staff log entry names (docs/api.md, "Staff activity log"); none: no entry. */
export const loggedFields = (kept: readonly ExportColumn[]): string[] =>
  kept.filter((column) => column.personal || column.identifies).map((column) => column.source);

/** By column `source`, then referenced id: its title. */
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

/** Amounts stay numbers, without separators or symbol, so a spreadsheet can sum them (docs/decisions.md, "Spreadsheet-safe CSV"). */
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
