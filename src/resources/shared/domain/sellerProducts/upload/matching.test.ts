import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { indexProducts, matchRow } from './matching';

const product = (id: number, name: string, barcode?: string): RaRecord => ({
  id,
  SupplierProductDetailId: id,
  ProductName: name,
  ...(barcode === undefined ? {} : { Barcode: barcode }),
});

const rice = product(11, 'ข้าวหอมมะลิ 5 กก.', '8850000000011');
const eggs = product(12, 'ไข่ไก่ เบอร์ 2', '8850000000028');
const oilA = product(13, 'น้ำมันพืช 1 ลิตร', '8850000000035');
const oilB = product(14, 'น้ำมันพืช 1 ลิตร', '8850000000035');
const index = indexProducts([rice, eggs, oilA, oilB, product(15, '=Promo')]);

describe('matchRow', () => {
  it('by the detail id first, whatever the barcode and name say', () => {
    expect(
      matchRow({ SupplierProductDetailId: ' 12 ', Barcode: '8850000000011', ProductName: 'x' }, index),
    ).toEqual({
      kind: 'one',
      by: 'SupplierProductDetailId',
      key: '12',
      product: eggs,
    });
  });

  it('by the barcode when the id is empty', () => {
    expect(matchRow({ SupplierProductDetailId: '', Barcode: '8850000000011' }, index)).toMatchObject({
      kind: 'one',
      by: 'Barcode',
      product: rice,
    });
  });

  it('by the exact name when neither is given, the ends trimmed and the export prefix taken off', () => {
    expect(matchRow({ ProductName: ' ไข่ไก่ เบอร์ 2 ' }, index)).toMatchObject({ kind: 'one', product: eggs });
    expect(matchRow({ ProductName: "'=Promo" }, index)).toMatchObject({ kind: 'one', by: 'ProductName' });
    expect(matchRow({ ProductName: 'ไข่ไก่ เบอร์ 3' }, index)).toEqual({
      kind: 'none',
      by: 'ProductName',
      key: 'ไข่ไก่ เบอร์ 3',
    });
  });

  it('matches nothing by an id no product has, without trying the name', () => {
    expect(matchRow({ SupplierProductDetailId: '99', ProductName: 'ไข่ไก่ เบอร์ 2' }, index)).toEqual({
      kind: 'none',
      by: 'SupplierProductDetailId',
      key: '99',
    });
  });

  it('says how many products a shared barcode or name names', () => {
    expect(matchRow({ Barcode: '8850000000035' }, index)).toEqual({
      kind: 'several',
      by: 'Barcode',
      key: '8850000000035',
      count: 2,
    });
    expect(matchRow({ ProductName: 'น้ำมันพืช 1 ลิตร' }, index)).toMatchObject({ kind: 'several', count: 2 });
  });

  it('is unkeyed when the row gives no id, barcode or name', () => {
    expect(matchRow({ SupplierProductDetailId: ' ', UnitPrice: '5' }, index)).toEqual({ kind: 'unkeyed' });
  });

  it("reads a service's BarCode spelling too", () => {
    const spelled = indexProducts([{ id: 1, ProductName: 'a', BarCode: '123' }]);
    expect(matchRow({ Barcode: '123' }, spelled)).toMatchObject({ kind: 'one', by: 'Barcode' });
  });
});
