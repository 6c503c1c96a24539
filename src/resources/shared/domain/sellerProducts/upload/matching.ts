/**
 * Which of the supplier's products an uploaded row is (pure, no React): by the detail id, else the
 * barcode, else the exact name. The first of these the row fills in decides, and only it: a row
 * whose id names no product of this supplier matches nothing, rather than a product of the same
 * name (docs/api.md, "Price and stock upload").
 */
import type { RaRecord } from 'react-admin';
import { cellText } from './cells';
import { KEY_FIELDS, type KeyField, type UploadField } from './headers';

/** A row's cells by the field its column names. */
export type RowCells = Partial<Record<UploadField, string>>;

export type Match =
  | { kind: 'one'; by: KeyField; key: string; product: RaRecord }
  | { kind: 'none'; by: KeyField; key: string }
  | { kind: 'several'; by: KeyField; key: string; count: number }
  /** The row fills in none of the fields that tell a product. */
  | { kind: 'unkeyed' };

/** The product's value of a key field as compared: an id as text, a barcode or name as written. */
const keyOf = (field: KeyField, value: unknown) =>
  field === 'SupplierProductDetailId' ? String(value ?? '').trim() : nameKey(String(value ?? ''));

/** A name or barcode as compared: exact, but for spaces at the ends and Unicode's spelling of it. */
const nameKey = (text: string) => text.normalize('NFC').trim();

/** The products by each key field's value (a barcode or a name may be shared). */
export type ProductIndex = Record<KeyField, Map<string, RaRecord[]>>;

/**
 * The index of a supplier's products. The id is the record's (`SupplierProductDetailId`); the
 * barcode is the record's `Barcode` or `BarCode`, when the service sends one.
 */
export function indexProducts(products: readonly RaRecord[]): ProductIndex {
  const index: ProductIndex = {
    SupplierProductDetailId: new Map(),
    Barcode: new Map(),
    ProductName: new Map(),
  };
  const add = (field: KeyField, value: unknown, product: RaRecord) => {
    const key = keyOf(field, value);
    if (key === '') return;
    const found = index[field].get(key);
    if (found) found.push(product);
    else index[field].set(key, [product]);
  };
  for (const product of products) {
    add('SupplierProductDetailId', product.id, product);
    add('Barcode', product.Barcode ?? product.BarCode, product);
    add('ProductName', product.ProductName, product);
  }
  return index;
}

/** The product a row names, by the first key field it fills in. */
export function matchRow(cells: RowCells, index: ProductIndex): Match {
  for (const by of KEY_FIELDS) {
    const key = keyOf(by, cellText(cells[by]));
    if (key === '') continue;
    const found = index[by].get(key) ?? [];
    if (found.length === 1) return { kind: 'one', by, key, product: found[0] };
    if (found.length === 0) return { kind: 'none', by, key };
    return { kind: 'several', by, key, count: found.length };
  }
  return { kind: 'unkeyed' };
}
