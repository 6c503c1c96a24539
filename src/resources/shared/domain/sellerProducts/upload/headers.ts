/**
 * Which column of an uploaded file holds which field (pure, no React). A header is a column's wire
 * name (`UnitPrice`) or its label in either language (`ราคาต่อหน่วย`, `Unit price`), the labels
 * read from the export's own column declaration (sellerProductColumns.ts), so that a file the list
 * exported is always read back whatever language it was written in.
 */
import type { ExportColumn } from '../../../files/export/columns';
import type { Messages } from '../../../../../registry/definition';
import { unprefixedCell } from '../../../files/export/csvRead';

/** The fields the upload reads: what tells the product, and what it may change. */
export const KEY_FIELDS = ['SupplierProductDetailId', 'Barcode', 'ProductName'] as const;
export const VALUE_FIELDS = ['ProductStatus', 'Quantity', 'UnitPrice'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];
export type ValueField = (typeof VALUE_FIELDS)[number];
export type UploadField = KeyField | ValueField;
const UPLOAD_FIELDS: readonly string[] = [...KEY_FIELDS, ...VALUE_FIELDS];

/** A translation key's text in one language, or undefined when that language has none. */
export type Lookup = (key: string) => string | undefined;

/** A lookup of a resource's own texts (`resources.<resource>.…` keys), from its messages file. */
export function resourceLookup(resource: string, messages: Messages): Lookup {
  const prefix = `resources.${resource}.`;
  return (key) => {
    if (!key.startsWith(prefix)) return undefined;
    let node: string | Messages | undefined = messages;
    for (const part of key.slice(prefix.length).split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
}

/** A header as compared: spaces at the ends and runs of them inside do not count, nor Latin case. */
export const headerKey = (header: string) =>
  header.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each accepted header (as `headerKey` writes it) and the field it names: of the export's columns,
 * those the upload reads, by wire name and by their label in every language given.
 */
export function headerNames(
  columns: readonly ExportColumn[],
  resource: string,
  lookups: readonly Lookup[],
): Map<string, UploadField> {
  const names = new Map<string, UploadField>();
  for (const column of columns) {
    if (!UPLOAD_FIELDS.includes(column.source)) continue;
    const field = column.source as UploadField;
    const key = column.label ?? `resources.${resource}.fields.${column.source}`;
    names.set(headerKey(field), field);
    for (const lookup of lookups) {
      const label = lookup(key);
      if (label) names.set(headerKey(label), field);
    }
  }
  return names;
}

export interface FileColumns {
  /** The field of each column of the file, in its order (undefined: a column the upload ignores). */
  fields: (UploadField | undefined)[];
  /** Fields two or more columns name: the file cannot say which one counts. */
  repeated: UploadField[];
}

/** The fields of a file's header row. */
export function readHeader(header: readonly string[], names: ReadonlyMap<string, UploadField>): FileColumns {
  const fields = header.map((cell) => names.get(headerKey(unprefixedCell(cell))));
  const seen = new Set<UploadField>();
  const repeated = new Set<UploadField>();
  for (const field of fields) {
    if (!field) continue;
    if (seen.has(field)) repeated.add(field);
    seen.add(field);
  }
  return { fields, repeated: [...repeated] };
}
