/**
 * The product-list PDF, read back the way a user's viewer would: poppler's pdftotext must find the
 * Thai names exactly as they were given (tone marks, sara am), which fails if the font is not
 * embedded, glyphs are mapped back to the wrong text, or lines are cut inside a character.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildProductsPdf,
  type ProductPdfFonts,
  type ProductPdfLabels,
  type ProductPdfRow,
} from '../../src/resources/products/pdf/buildProductsPdf';

const fontFile = (path: string) =>
  new Uint8Array(
    readFileSync(
      fileURLToPath(new URL(`../../node_modules/@expo-google-fonts/sarabun/${path}`, import.meta.url)),
    ),
  );
const fonts: ProductPdfFonts = {
  regular: fontFile('400Regular/Sarabun_400Regular.ttf'),
  bold: fontFile('700Bold/Sarabun_700Bold.ttf'),
};

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
];
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

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'products-pdf-'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function hasTool(tool: string): boolean {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes the PDF and returns what poppler extracts from it, line by line as laid out. */
function extractText(bytes: Uint8Array, name: string): string {
  if (!hasTool('pdftotext')) throw new Error('pdftotext (poppler-utils) is needed for this test');
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

/** BaseFont of every font dictionary; works without poppler, objects streams included. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict =>
        object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
    )
    .map((font) => font.get(PDFName.of('BaseFont'))?.toString() ?? '');
}

describe('buildProductsPdf', () => {
  let bytes: Uint8Array;
  let text: string;
  beforeAll(async () => {
    bytes = await buildProductsPdf(catalogue(300), labels, fonts);
    text = extractText(bytes, 'products');
  });

  it('sets the title, the heading lines and the column headers', async () => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(labels.title);
    const flat = squash(text);
    expect(flat).toContain(labels.title);
    expect(flat).toContain(labels.generatedAt);
    expect(flat).toContain(labels.filters);
    for (const header of Object.values(labels.columns)) expect(flat).toContain(header);
  });

  it('keeps Thai names intact when copied out of the PDF', () => {
    const flat = squash(text);
    for (const name of SHORT_NAMES) expect(flat).toContain(name);
    // Never produce the 'ำา' that naive glyph-to-text mapping gives for sara am.
    expect(text).not.toContain('ำา');
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
    const last = lineOf('จัดส่งฟรีทั่วประเทศ');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(last).toBeGreaterThan(first);
  });

  it('spreads the rows over several pages, each with the header and a page footer', async () => {
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(1);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => {
      expect(squash(page)).toContain(labels.page(index + 1, pages));
      expect(page).toContain(labels.columns.barcode);
    });
    // Every product made it into the table.
    expect(squash(text)).toContain('ชุดที่ 299');
    expect(text).toContain('8850000000299');
  });

  it('embeds a subset of Sarabun, regular and bold', async () => {
    const names = await fontNames(bytes);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^\/[A-Z]{6}\+Sarabun-Regular$/)]));
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^\/[A-Z]{6}\+Sarabun-Bold$/)]));
    if (hasTool('pdffonts')) {
      const file = join(workDir, 'products.pdf');
      const report = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      const sarabun = report.split('\n').filter((line) => line.includes('Sarabun'));
      expect(sarabun).toHaveLength(2);
      // Columns: name, type, encoding, emb, sub, uni.
      for (const line of sarabun) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    }
  });

  it('prints the header and the empty text when there are no products', async () => {
    const empty = await buildProductsPdf([], labels, fonts);
    const flat = squash(extractText(empty, 'empty'));
    expect(flat).toContain(labels.empty);
    expect(flat).toContain(labels.columns.name);
    expect(flat).toContain(labels.page(1, 1));
    expect((await PDFDocument.load(empty)).getPageCount()).toBe(1);
  });

  it('builds 3,000 rows in a few seconds', async () => {
    const started = performance.now();
    const big = await buildProductsPdf(catalogue(3000), { ...labels, filters: '' }, fonts);
    const elapsed = performance.now() - started;
    console.log(`3,000 rows: ${Math.round(elapsed)} ms, ${Math.round(big.length / 1024)} KiB`);
    // Generous: the machine running the tests may be busy.
    expect(elapsed).toBeLessThan(20_000);
    expect(squash(extractText(big, 'big'))).toContain('ชุดที่ 2999');
  }, 60_000);
});
