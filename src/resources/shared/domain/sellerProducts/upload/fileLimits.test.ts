import { describe, expect, it } from 'vitest';
import { rowsProblem, sizeProblem } from './fileLimits';

describe('the limits of a price file, before it is read', () => {
  it('refuses a file over 5 MB on its size alone', () => {
    expect(sizeProblem(5 * 1024 * 1024)).toBeUndefined();
    expect(sizeProblem(5 * 1024 * 1024 + 1)).toBe('too_large');
  });

  it('refuses over 25,000 rows after the header, a last empty line not counted', () => {
    const file = (rows: number, end = '\n') =>
      ['barcode,price', ...Array.from({ length: rows }, (_, row) => `${row},1`)].join('\n') + end;
    expect(rowsProblem(file(25_000))).toBeUndefined();
    expect(rowsProblem(file(25_000, ''))).toBeUndefined();
    expect(rowsProblem(file(25_001))).toBe('too_many_rows');
    expect(rowsProblem(file(25_001, ''))).toBe('too_many_rows');
    expect(rowsProblem('')).toBeUndefined();
  });
});
