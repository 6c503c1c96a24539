// A header is a wire name or the export's label in either language, so an exported file always reads back.
import type { ExportColumn } from '../../../files/export/columns';
import type { Messages } from '../../../../../registry/definition';
import { unprefixedCell } from '../../../files/export/csvRead';

export const KEY_FIELDS = ['SupplierProductDetailId', 'Barcode', 'ProductName'] as const;
export const VALUE_FIELDS = ['ProductStatus', 'Quantity', 'UnitPrice'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];
export type ValueField = (typeof VALUE_FIELDS)[number];
export type UploadField = KeyField | ValueField;
const UPLOAD_FIELDS: readonly string[] = [...KEY_FIELDS, ...VALUE_FIELDS];

export type Lookup = (key: string) => string | undefined;

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

export const headerKey = (header: string) =>
  header.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

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
  fields: (UploadField | undefined)[];
  /** The file cannot say which one counts. */
  repeated: UploadField[];
}

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
