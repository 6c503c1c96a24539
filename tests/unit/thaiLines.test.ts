import { describe, expect, it } from 'vitest';
import { ELLIPSIS, thaiClusters, thaiWords, wrapText } from '../../src/resources/shared/files/pdf/thaiLines';

/** One unit per character: widths are easy to reason about. */
const byChars = (text: string) => [...text].length;

describe('thaiWords', () => {
  it('splits a Thai run without spaces into dictionary words', () => {
    const words = thaiWords('ตะกร้าผลไม้รวม');
    expect(words[0]).toBe('ตะกร้า');
    expect(words.at(-1)).toBe('รวม');
    expect(words.join('')).toBe('ตะกร้าผลไม้รวม');
    expect(thaiWords('น้ำปลาทิพรส').join('')).toBe('น้ำปลาทิพรส');
    expect(thaiWords('น้ำปลาทิพรส').length).toBeGreaterThan(1);
  });

  it('never splits next to digits, Latin letters or punctuation', () => {
    expect(thaiWords('700มล.')).toEqual(['700มล.']);
    expect(thaiWords('กรุงเทพฯ')).toEqual(['กรุงเทพฯ']);
    expect(thaiWords('A4')).toEqual(['A4']);
  });
});

describe('thaiClusters', () => {
  it('keeps tone marks and upper and lower vowels with their consonant', () => {
    expect(thaiClusters('ตั้ง')).toEqual(['ตั้', 'ง']);
    expect(thaiClusters('ปั๊ม')).toEqual(['ปั๊', 'ม']);
    expect(thaiClusters('กรุง')).toEqual(['ก', 'รุ', 'ง']);
  });

  it('keeps a leading vowel with the next consonant and a following vowel with the previous one', () => {
    expect(thaiClusters('น้ำ')).toEqual(['น้ำ']);
    expect(thaiClusters('เทพ')).toEqual(['เท', 'พ']);
    expect(thaiClusters('ปลา')).toEqual(['ป', 'ลา']);
  });
});

describe('wrapText', () => {
  it('keeps a line that fits whole, and gives no lines for blank text', () => {
    expect(wrapText('ตั้ง น้ำ ปั๊ม กรุงเทพฯ', 100, byChars)).toEqual(['ตั้ง น้ำ ปั๊ม กรุงเทพฯ']);
    expect(wrapText('  \n ', 100, byChars)).toEqual([]);
  });

  it('breaks at spaces, dropping the space', () => {
    expect(wrapText('aaa bbb ccc', 7, byChars)).toEqual(['aaa bbb', 'ccc']);
  });

  it('breaks Thai text without spaces between words, never inside one', () => {
    const text = 'ชุดของขวัญปีใหม่ตะกร้าผลไม้รวมส่งฟรีทั่วประเทศ';
    const lines = wrapText(text, 12, byChars);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(text);
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const wordEnds = new Set([...segmenter.segment(text)].map((s) => s.index + s.segment.length));
    let end = 0;
    for (const line of lines) {
      expect(byChars(line)).toBeLessThanOrEqual(12);
      end += line.length;
      expect(wordEnds.has(end), `"${line}" ends inside a word`).toBe(true);
    }
  });

  it('cuts a word wider than the line between clusters, never inside one', () => {
    const lines = wrapText('ตั้งตั้งตั้ง', 3, byChars);
    expect(lines.join('')).toBe('ตั้งตั้งตั้ง');
    for (const line of lines) {
      // No line starts with a mark or a following vowel, none ends with a leading vowel.
      expect(line).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0E30\u0E32\u0E33]/);
      expect(line).not.toMatch(/[\u0E40-\u0E44]$/);
    }
    expect(lines).toEqual(['ตั้', 'ง', 'ตั้', 'ง', 'ตั้', 'ง']);
  });

  it('ends with an ellipsis beyond the maximum number of lines', () => {
    expect(wrapText('aaa bbb ccc ddd', 7, byChars, 2)).toEqual(['aaa bbb', 'ccc ddd']);
    expect(wrapText('aaa bbb ccc ddd eee', 7, byChars, 2)).toEqual(['aaa bbb', `ccc dd${ELLIPSIS}`]);
  });
});
