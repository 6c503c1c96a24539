// The first key a row fills in decides, and only it (docs/api.md, "Price and stock upload").
import type { RaRecord } from 'react-admin';
import { cellText } from './cells';
import { KEY_FIELDS, type KeyField, type UploadField } from './headers';

export type RowCells = Partial<Record<UploadField, string>>;

export type Match =
  | { kind: 'one'; by: KeyField; key: string; product: RaRecord }
  | { kind: 'none'; by: KeyField; key: string }
  | { kind: 'several'; by: KeyField; key: string; count: number }
  | { kind: 'unkeyed' };

const keyOf = (field: KeyField, value: unknown) =>
  field === 'SupplierProductDetailId' ? String(value ?? '').trim() : nameKey(String(value ?? ''));

const nameKey = (text: string) => text.normalize('NFC').trim();

/** A barcode or a name may be shared. */
export type ProductIndex = Record<KeyField, Map<string, RaRecord[]>>;

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
