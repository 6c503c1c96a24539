import { describe, expect, it } from 'vitest';
import { decodeUtf8, isBlankRecord, parseCsv, unprefixedCell } from './csvRead';
import { toSpreadsheetCsv } from './csv';

describe('parseCsv', () => {
  it('reads commas, doubled quotes and line breaks inside quotes, and CRLF between records', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","line 1\r\nline 2"\r\n1,,3\r\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ['a', 'b', 'c'],
        ['x, y', 'say "hi"', 'line 1\r\nline 2'],
        ['1', '', '3'],
      ],
      unclosedQuote: false,
    });
  });

  it('drops a byte-order mark, and reads LF or a lone CR as a record end, with or without a last one', () => {
    expect(parseCsv('\uFEFFชื่อ,ราคา\n"ไข่ไก่",5').records).toEqual([
      ['ชื่อ', 'ราคา'],
      ['ไข่ไก่', '5'],
    ]);
    expect(parseCsv('a,b\rc,d\r').records).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps a byte-order mark that is not at the start, and a quote inside an unquoted cell', () => {
    expect(parseCsv('a\uFEFF,5" screen').records).toEqual([['a\uFEFF', '5" screen']]);
  });

  it('keeps an empty last cell and blank lines as records of one empty cell', () => {
    expect(parseCsv('a,\r\n\r\nb,c').records).toEqual([['a', ''], [''], ['b', 'c']]);
  });

  it('says when a quoted cell is never closed', () => {
    expect(parseCsv('a,b\r\n"open,1\r\n2,3')).toEqual({
      records: [['a', 'b'], ['open,1\r\n2,3']],
      unclosedQuote: true,
    });
  });

  it('reads back what the list exports write, the formula prefix taken off by unprefixedCell', () => {
    const rows = [{ name: '=SUM(A1)', note: 'a, "b"\nc', price: 12.5 }];
    const text = toSpreadsheetCsv(rows, [
      { header: 'ชื่อ', value: (row) => row.name },
      { header: 'หมายเหตุ', value: (row) => row.note },
      { header: 'ราคา', value: (row) => row.price, decimals: 2 },
    ]);
    const { records } = parseCsv(text);
    expect(records).toEqual([
      ['ชื่อ', 'หมายเหตุ', 'ราคา'],
      ["'=SUM(A1)", 'a, "b"\nc', '12.50'],
    ]);
    expect(unprefixedCell(records[1][0])).toBe('=SUM(A1)');
  });
});

describe('unprefixedCell', () => {
  it("takes the export's ' off a formula's start only", () => {
    expect(unprefixedCell("'-5")).toBe('-5');
    expect(unprefixedCell("'＝1")).toBe('＝1');
    expect(unprefixedCell("'Rock 'n' roll")).toBe("'Rock 'n' roll");
    // The writer never prefixes a text that starts with ': this one was written as it is.
    expect(unprefixedCell("''=x")).toBe("''=x");
  });
});

describe('isBlankRecord', () => {
  it('is a record of empty or space-only cells', () => {
    expect(isBlankRecord(['', ' ', ''])).toBe(true);
    expect(isBlankRecord(['', '0'])).toBe(false);
  });
});

describe('decodeUtf8', () => {
  it('reads UTF-8 with its byte-order mark kept for the parser, and refuses other code pages', () => {
    const bytes = new TextEncoder().encode('\uFEFFราคา');
    expect(decodeUtf8(bytes)).toBe('\uFEFFราคา');
    expect(parseCsv(decodeUtf8(bytes)!).records).toEqual([['ราคา']]);
    // "ราคา" in Windows-874 (TIS-620): one byte a letter, not UTF-8.
    expect(decodeUtf8(new Uint8Array([0xc3, 0xd2, 0xa4, 0xd2]))).toBeUndefined();
  });
});
