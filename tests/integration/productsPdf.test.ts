/**
 * The product-list PDF, read back the way a user's viewer would: poppler's pdftotext must find the
 * Thai names exactly as they were given (tone marks, sara am), which fails if the font is not
 * embedded, glyphs are mapped back to the wrong text, or lines are cut inside a character.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  productsReport,
  type ProductPdfLabels,
  type ProductPdfRow,
} from '../../src/resources/products/pdf/productsReport';
import { buildTablePdf } from '../../src/resources/shared/files/pdf/reportPdf';
import { pdfWorkspace, reportFonts } from '../support/pdfFiles';

const fonts = reportFonts();

const labels: ProductPdfLabels = {
  title: 'รายการสินค้า',
  generatedAt: 'พิมพ์เมื่อ 2026-11-22 เวลา 10:15 น.',
  filters: 'ตัวกรอง: หมวดหมู่ = เครื่องปรุงรส',
  columns: {
    name: 'ชื่อสินค้า',
    category: 'หมวดหมู่',
    subCategory: 'หมวดหมู่ย่อย',
    brand: 'แบรนด์',
    barcode: 'บาร์โค้ด',
    unit: 'หน่วย',
    size: 'ขนาด',
  },
  page: (page, pages) => `หน้า ${page} / ${pages}`,
  empty: 'ไม่มีสินค้าตามเงื่อนไขที่เลือก',
};

/** Short enough for one line of the name column, and full of the hard cases. */
const SHORT_NAMES = [
  'น้ำปลาทิพรส 700 มล.', // sara am after a tone mark
  'น้ำส้มคั้น 100%', // tone mark above mai han akat
  'ตั้งฉ่าย ผักกาดดอง', // ditto, and mai ek
  'ผงชูรส อายิโนะโมะโต๊ะ 500 กรัม', // mai tri
  'ไข่ไก่ เบอร์ 2 แพ็ค 10 ฟอง', // mai taikhu
  'ซอสหอยนางรม แม่ครัว 300 มล.',
  'ข้าวหอมมะลิ ตราฉัตร 5 กก.',
  'กุ้งแห้ง ทำเอง 100 กรัม',
  'ปั้นสิบทอด กล่องละ 12 ชิ้น',
  'ญวนญี่ปุ่น ฐานข้อมูล ทำนา', // letters with descenders and sara u / uu
  'ปั๊มน้ำ ส่งฟรี กรุงเทพฯ', // mai tri above mai han akat, paiyannoi
];
/** The test strings: stacked marks, sara am, mai tri, paiyannoi. */
const HARD_WORDS = ['ตั้ง', 'น้ำ', 'ปั๊ม', 'กรุงเทพฯ'];
const MAMA = 'มาม่า บะหมี่กึ่งสำเร็จรูป รสต้มยำกุ้ง 60 กรัม';
const LONG_NAME =
  'ชุดของขวัญปีใหม่ ตะกร้าผลไม้รวม แอปเปิ้ล ส้มสายน้ำผึ้ง องุ่นไร้เมล็ด มะม่วงน้ำดอกไม้ ' +
  'พร้อมน้ำผึ้งแท้ และน้ำพริกเผาแม่ประนอม ห่อด้วยกระดาษสาสีทอง ผูกโบว์ผ้าไหมไทย จัดส่งฟรีทั่วประเทศ';

function product(index: number, name: string): ProductPdfRow {
  return {
    name,
    category: index % 2 === 0 ? 'เครื่องปรุงรส' : 'อาหารแห้ง',
    subCategory: index % 3 === 0 ? 'ซอสและน้ำปลา' : 'บะหมี่กึ่งสำเร็จรูป',
    brand: ['ทิพรส', 'มาม่า', 'แม่ครัว', 'Ajinomoto'][index % 4],
    barcode: String(8850000000000 + index),
    unit: index % 2 === 0 ? 'ขวด' : 'ซอง',
    size: `${10 + (index % 7)} × 5 × 20 ซม.`,
  };
}

function catalogue(count: number): ProductPdfRow[] {
  const named = [...SHORT_NAMES, MAMA, LONG_NAME];
  return Array.from({ length: count }, (_, index) =>
    product(
      index,
      index < named.length ? named[index] : `${SHORT_NAMES[index % SHORT_NAMES.length]} ชุดที่ ${index}`,
    ),
  );
}

const build = (rows: ProductPdfRow[], pdfLabels: ProductPdfLabels = labels) =>
  buildTablePdf(productsReport(rows, pdfLabels), fonts);

const pdf = pdfWorkspace('products-pdf');
const save = pdf.save;
const extractText = pdf.text;

/** pdfinfo's fields: Title, Pages, Page size, ... */
function info(bytes: Uint8Array, name: string): Record<string, string> {
  const report = execFileSync('pdfinfo', ['-enc', 'UTF-8', save(bytes, name)], { encoding: 'utf8' });
  return Object.fromEntries(
    report
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2].trim()]),
  );
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the product list PDF', () => {
  let bytes: Uint8Array;
  let text: string;
  beforeAll(async () => {
    bytes = await build(catalogue(300));
    text = extractText(bytes, 'products');
  });

  it('sets the title, the heading lines and the column headers', () => {
    expect(info(bytes, 'products').Title).toBe(labels.title);
    const flat = squash(text);
    expect(flat).toContain(labels.title);
    expect(flat).toContain(labels.generatedAt);
    expect(flat).toContain(labels.filters);
    for (const header of Object.values(labels.columns)) expect(flat).toContain(header);
  });

  it('keeps Thai names intact when copied out of the PDF', () => {
    const flat = squash(text);
    for (const word of HARD_WORDS) expect(flat).toContain(word);
    for (const name of SHORT_NAMES) expect(flat).toContain(name);
    // Never the 'ำา' or 'ํา' that mapping glyphs back to text gives for sara am.
    expect(text).not.toMatch(/ำา|\u0E4D\u0E32/);
  });

  it('wraps a name that is wider than its column, at word boundaries', () => {
    const lines = text.split('\n');
    const lineOf = (piece: string) => lines.findIndex((line) => line.includes(piece));
    // Thai words as a dictionary sees them: the wrapping may break between them, never inside.
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    for (const name of [LONG_NAME, MAMA]) {
      const words = [...segmenter.segment(name)].filter((s) => s.isWordLike).map((s) => s.segment);
      for (const word of words) expect(text).toContain(word);
    }
    const first = lineOf('ชุดของขวัญปีใหม่');
    const last = lineOf('ทั่วประเทศ');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(last).toBeGreaterThan(first);
  });

  it('spreads the rows over several pages, each with the header and "page n / total"', () => {
    const pages = Number(info(bytes, 'products').Pages);
    expect(pages).toBeGreaterThan(3);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => {
      expect(squash(page)).toContain(labels.page(index + 1, pages));
      expect(page).toContain(labels.columns.barcode);
      expect(page).toContain(labels.columns.name);
    });
    // Every product made it into the table, once, in order.
    const barcodes = text.match(/88500000\d{5}/g) ?? [];
    expect(barcodes).toEqual(catalogue(300).map((row) => row.barcode));
  });

  it('embeds a subset of Sarabun, regular and bold, with a ToUnicode map', () => {
    const report = pdf.fonts(bytes, 'products');
    const sarabun = report.split('\n').filter((line) => line.includes('Sarabun'));
    expect(sarabun).toHaveLength(2);
    expect(sarabun[0]).toMatch(/^[A-Z]{6}\+Sarabun-(Regular|Bold)\s/);
    expect(sarabun.map((line) => line.split('+')[1].split(/\s/)[0]).sort()).toEqual([
      'Sarabun-Bold',
      'Sarabun-Regular',
    ]);
    // Columns: name, type, encoding, emb, sub, uni.
    for (const line of sarabun) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it('prints the header and the empty text when there are no products', async () => {
    const empty = await build([]);
    const flat = squash(extractText(empty, 'empty'));
    expect(flat).toContain(labels.empty);
    expect(flat).toContain(labels.columns.name);
    expect(flat).toContain(labels.page(1, 1));
    expect(info(empty, 'empty').Pages).toBe('1');
  });

  it('is A4 landscape', () => {
    expect(info(bytes, 'products')['Page size']).toMatch(/^841\.89 x 595\.28 pts \(A4\)/);
  });

  it('builds 3,000 rows in a few seconds', async () => {
    const started = performance.now();
    const big = await build(catalogue(3000), { ...labels, filters: '' });
    const elapsed = performance.now() - started;
    console.log(`3,000 rows: ${Math.round(elapsed)} ms, ${Math.round(big.length / 1024)} KiB`);
    // Generous: the machine running the tests may be busy.
    expect(elapsed).toBeLessThan(20_000);
    expect(squash(extractText(big, 'big'))).toContain('ชุดที่ 2999');
  }, 60_000);
});

describe('a table report', () => {
  it('breaks a long Thai cell between words, and copies back to the same text', async () => {
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const cell = LONG_NAME.replace(/ /g, '');
    const bytes = await buildTablePdf(
      {
        title: 'ทดสอบ',
        columns: [
          { header: 'ชื่อ', width: 1 },
          { header: 'ว่าง', width: 5 },
        ],
        rows: [[cell, '']],
        pageLabel: (page, pages) => `${page}/${pages}`,
        emptyText: '',
      },
      fonts,
    );
    // In reading order, without -layout: the cell's lines follow one another.
    const lines = extractText(bytes, 'narrow', false)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && cell.includes(line));
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toBe(cell);
    // Every line ends where a word ends.
    const wordEnds = new Set([...segmenter.segment(cell)].map((s) => s.index + s.segment.length));
    let end = 0;
    for (const line of lines) {
      end += line.length;
      expect(wordEnds.has(end), `"${line}" ends inside a word`).toBe(true);
    }
  });
});
