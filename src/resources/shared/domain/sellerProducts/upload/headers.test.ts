import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../../../seller-products/texts.en';
import th from '../../../../seller-products/texts.th';
import { resolveColumns } from '../../../files/export/columns';
import { sellerProductColumns } from '../sellerProductColumns';
import { headerKey, readHeader, resourceLookup } from './headers';
import { uploadWordsOf } from './useUploadWords';

const words = uploadWordsOf([th, en]);

/** The export's header row in a language, as the list's export button writes it. */
function exportedHeader(messages: typeof th | typeof en): string[] {
  const lookup = resourceLookup('seller-products', messages);
  const translate = ((key: string) => lookup(key) ?? key) as TranslateFunction;
  return resolveColumns(sellerProductColumns, { resource: 'seller-products', translate, locale: 'th' }).map(
    (column) => column.header,
  );
}

describe('the upload reads the headers the export writes', () => {
  it('in Thai', () => {
    const header = exportedHeader(th);
    expect(header).toEqual([
      'รหัสรายการสินค้า',
      'บาร์โค้ด',
      'ชื่อสินค้า',
      'หมวดหมู่',
      'หมวดหมู่ย่อย',
      'สถานะ',
      'จำนวน',
      'ราคาต่อหน่วย',
    ]);
    expect(readHeader(header, words.headers)).toEqual({
      fields: [
        'SupplierProductDetailId',
        'Barcode',
        'ProductName',
        undefined,
        undefined,
        'ProductStatus',
        'Quantity',
        'UnitPrice',
      ],
      repeated: [],
    });
  });

  it('in English, and by wire names in any case and spacing', () => {
    expect(readHeader(exportedHeader(en), words.headers).fields).toEqual([
      'SupplierProductDetailId',
      'Barcode',
      'ProductName',
      undefined,
      undefined,
      'ProductStatus',
      'Quantity',
      'UnitPrice',
    ]);
    expect(
      readHeader([' unitprice ', 'SupplierProductDetailId', 'Unit  Price', 'Colour'], words.headers),
    ).toEqual({
      fields: ['UnitPrice', 'SupplierProductDetailId', 'UnitPrice', undefined],
      repeated: ['UnitPrice'],
    });
  });

  it('says which fields two columns name', () => {
    expect(readHeader(['ราคาต่อหน่วย', 'UnitPrice', 'จำนวน'], words.headers).repeated).toEqual(['UnitPrice']);
  });
});

describe('headerKey and resourceLookup', () => {
  it('compares headers without the ends, runs of spaces or Latin case', () => {
    expect(headerKey('  Unit   PRICE ')).toBe('unit price');
  });

  it("looks up the resource's own keys only", () => {
    const lookup = resourceLookup('seller-products', th);
    expect(lookup('resources.seller-products.fields.Quantity')).toBe('จำนวน');
    expect(lookup('resources.seller-products.fields')).toBeUndefined();
    expect(lookup('resources.brands.fields.Quantity')).toBeUndefined();
  });
});

describe('status words', () => {
  it('reads a code in any case and the label in either language', () => {
    expect(words.statuses.get('active')).toBe('ACTIVE');
    expect(words.statuses.get('หยุดขาย')).toBe('INACTIVE');
    expect(words.statuses.get('sold out')).toBe('OUT_OF_STOCK');
    expect(words.statuses.get('วางขายแล้ว')).toBeUndefined();
  });
});
