import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../../../seller-products/texts.en';
import th from '../../../../seller-products/texts.th';
import { parseCsv } from '../../../files/export/csvRead';
import { dryRun, type DryRun, type PlannedRow } from './dryRun';
import { uploadWordsOf } from './useUploadWords';

const words = uploadWordsOf([th, en]);
const products: RaRecord[] = [
  { id: 1, ProductName: 'ข้าวสาร', Barcode: '111', ProductStatus: 'ACTIVE', Quantity: 10, UnitPrice: 100 },
  { id: 2, ProductName: 'ไข่ไก่', Barcode: '222', ProductStatus: 'ACTIVE', Quantity: 5, UnitPrice: 4.5 },
  { id: 3, ProductName: 'น้ำปลา', Barcode: '333', ProductStatus: 'PROMO', Quantity: 0, UnitPrice: 20 },
  { id: 4, ProductName: 'น้ำปลา', Barcode: '444', ProductStatus: 'ACTIVE', Quantity: 1, UnitPrice: 1 },
];

const run = (text: string) => dryRun(parseCsv(text), products, words);
const rowsOf = (result: DryRun): PlannedRow[] => {
  if ('problem' in result) throw new Error(result.problem);
  return result.rows;
};

describe('dryRun', () => {
  it('lists each changed field old → new, with the whole line to send', () => {
    const [row] = rowsOf(run('รหัสรายการสินค้า,สถานะ,จำนวน,ราคาต่อหน่วย\r\n1,หยุดขาย,12,100.00\r\n'));
    expect(row).toMatchObject({
      row: 2,
      kind: 'change',
      changes: [
        { field: 'ProductStatus', before: 'ACTIVE', after: 'INACTIVE' },
        { field: 'Quantity', before: 10, after: 12 },
      ],
      problems: [],
      values: { ProductStatus: 'INACTIVE', Quantity: 12, UnitPrice: 100 },
    });
  });

  it('reads the same values as no change: a price to the satang, a status by its label, an empty cell', () => {
    const rows = rowsOf(run('Barcode,Status,Quantity,Unit price\n222,On sale,5,4.50\n111,,,100\n'));
    expect(rows.map((row) => [row.row, row.kind, row.values])).toEqual([
      [2, 'unchanged', undefined],
      [3, 'unchanged', undefined],
    ]);
  });

  it('keeps a status the service invented, and refuses one nobody knows', () => {
    const rows = rowsOf(run('SupplierProductDetailId,ProductStatus,Quantity\n3,PROMO,4\n1,PROMO,4\n'));
    expect(rows[0]).toMatchObject({ kind: 'change', values: { ProductStatus: 'PROMO', Quantity: 4 } });
    expect(rows[1]).toMatchObject({
      kind: 'invalid',
      problems: [{ field: 'ProductStatus', problem: 'unknown_status', text: 'PROMO' }],
    });
  });

  it('refuses every value that cannot be sent, and sends none of the row', () => {
    const [row] = rowsOf(run('SupplierProductDetailId,Quantity,UnitPrice\n2,-1,abc\n'));
    expect(row.kind).toBe('invalid');
    expect(row.values).toBeUndefined();
    expect(row.problems).toEqual([
      { field: 'Quantity', problem: 'negative', text: '-1' },
      { field: 'UnitPrice', problem: 'not_number', text: 'abc' },
    ]);
  });

  it('tells rows that match nothing, several products, or no key; skips blank rows in the numbering', () => {
    const rows = rowsOf(run('ชื่อสินค้า,ราคาต่อหน่วย\r\nน้ำปลา,3\r\n,,\r\nน้ำตาล,3\r\n,5\r\n'));
    expect(rows.map((row) => [row.row, row.kind, row.match.kind])).toEqual([
      [2, 'ambiguous', 'several'],
      [4, 'unmatched', 'none'],
      [5, 'unmatched', 'unkeyed'],
    ]);
  });

  it('sends none of the rows that name the same product', () => {
    const rows = rowsOf(run('SupplierProductDetailId,UnitPrice\n1,101\n2,4.5\nข,1\n1,102\n'));
    expect(rows.map((row) => [row.row, row.kind])).toEqual([
      [2, 'duplicate'],
      [3, 'unchanged'],
      [4, 'unmatched'],
      [5, 'duplicate'],
    ]);
    expect(rows[0].values).toBeUndefined();
  });

  it('counts the rows of each kind', () => {
    const result = run('SupplierProductDetailId,UnitPrice\n1,101\n2,4.5\n3,-1\n9,1\n');
    expect('counts' in result && result.counts).toEqual({
      change: 1,
      unchanged: 1,
      invalid: 1,
      unmatched: 1,
      ambiguous: 0,
      duplicate: 0,
    });
  });

  it('refuses a file it cannot read as a whole', () => {
    expect(run('')).toEqual({ problem: 'empty' });
    expect(run('SupplierProductDetailId,UnitPrice\n"1,2\n')).toEqual({ problem: 'unclosed_quote' });
    expect(run('หมวดหมู่,ราคาต่อหน่วย\nx,1\n')).toEqual({ problem: 'no_key_column' });
    expect(run('ชื่อสินค้า,หมวดหมู่\nx,1\n')).toEqual({ problem: 'no_value_column' });
    expect(run('Quantity,จำนวน,ชื่อสินค้า\n1,2,x\n')).toEqual({
      problem: 'repeated_column',
      fields: ['Quantity'],
    });
  });
});
