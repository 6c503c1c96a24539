/**
 * The PDF of the product list: A4 landscape, a table set in Sarabun (a Thai font embedded as a subset).
 *
 * Pure (no DOM, no Node APIs), so the browser export and the integration test run the same code.
 *
 * Text is not drawn with pdf-lib's `page.drawText`, for two reasons:
 *  - pdf-lib shapes the text with fontkit but then drops the glyph positions (GPOS). Sarabun places a
 *    tone mark above an upper vowel that way, so in ตั้ง, คั้น or ปั้น the tone mark would land on the
 *    consonant or the vowel above it.
 *  - Sarabun splits sara am (ำ) into nikhahit + sara aa. Each glyph maps back to text on its own, so
 *    a viewer would copy or search "น้ำ" as "น้ำา".
 * So this module writes the page content itself: the glyph ids still come from pdf-lib (which keeps
 * doing the subsetting and the embedding), the positions come from our own fontkit layout of the
 * same font, and a line whose glyphs are moved or don't spell its text carries an /ActualText with
 * the real text, for copy, search and screen readers.
 */
import fontkit from '@pdf-lib/fontkit';
import type { Font as FontkitFont } from '@pdf-lib/fontkit';
import { PDFDocument, PDFHexString, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ProductPdfRow {
  name: string;
  category: string;
  subCategory: string;
  brand: string;
  barcode: string;
  unit: string;
  /** e.g. '10 × 5 × 20 ซม.' */
  size: string;
}

export interface ProductPdfLabels {
  title: string;
  /** Already formatted, e.g. 'พิมพ์เมื่อ 2026-11-22 เวลา 10:15 น.' */
  generatedAt: string;
  /** One line describing the filters; '' when there are none. */
  filters: string;
  columns: {
    name: string;
    category: string;
    subCategory: string;
    brand: string;
    barcode: string;
    unit: string;
    size: string;
  };
  page: (page: number, pages: number) => string;
  empty: string;
}

export interface ProductPdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// Page geometry (points) and look

const PAGE_WIDTH = 841.89; // A4 landscape
const PAGE_HEIGHT = 595.28;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CONTENT_TOP = PAGE_HEIGHT - MARGIN;
/** Space kept above the bottom margin for the footer, whose baseline sits on the margin. */
const FOOTER_SPACE = 14;
const TABLE_BOTTOM = MARGIN + FOOTER_SPACE;

const TITLE_SIZE = 16;
const META_SIZE = 9;
const BODY_SIZE = 9;
const FOOTER_SIZE = 8;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;

type Rgb = readonly [number, number, number];
const INK: Rgb = [0.13, 0.13, 0.13];
const MUTED: Rgb = [0.4, 0.4, 0.4];
const HEADER_FILL: Rgb = [0.86, 0.9, 0.94];
const ZEBRA_FILL: Rgb = [0.95, 0.96, 0.975];
const RULE: Rgb = [0.55, 0.6, 0.66];

type ColumnKey = keyof ProductPdfRow;

/**
 * Relative widths. The name takes most of the row; a 13-digit barcode and a size such as
 * '120 × 80 × 150 ซม.' still fit on one line at body size.
 */
const COLUMNS: readonly { key: ColumnKey; weight: number }[] = [
  { key: 'name', weight: 29 },
  { key: 'category', weight: 13 },
  { key: 'subCategory', weight: 13 },
  { key: 'brand', weight: 12 },
  { key: 'barcode', weight: 12 },
  { key: 'unit', weight: 8 },
  { key: 'size', weight: 13 },
];

// ---------------------------------------------------------------------------------------------
// Shaping

/** One piece of text laid out by fontkit. Lengths are in 1/1000 em, like PDF glyph widths. */
interface ShapedText {
  readonly text: string;
  /** What the viewer advances after each glyph: the font's own widths, which pdf-lib writes to /W. */
  readonly glyphWidths: readonly number[];
  /** Where the shaper wants the pen to go instead (kerning, zero-width marks). */
  readonly xAdvances: readonly number[];
  readonly xOffsets: readonly number[];
  readonly yOffsets: readonly number[];
  readonly width: number;
  /** False when the glyphs' code points do not spell `text` (sara am), so the line needs /ActualText. */
  readonly faithful: boolean;
  /** Glyph ids in pdf-lib's subset, 4 hex digits each; asked for on first draw only, so that text
   * that is only measured does not end up in the subset. */
  hex?: string;
}

/** A font as both pdf-lib (embedding, subset glyph ids) and fontkit (layout) see it. */
class Face {
  /** Shaping a long string costs ~0.1 ms, and names, brands and units repeat a lot. */
  private readonly cache = new Map<string, ShapedText>();
  private readonly toThousandths: number;
  /** Baseline below the top of a line, per point of font size. */
  readonly ascent: number;
  /** Distance between baselines, per point of font size. Sarabun's ascent leaves room for stacked marks. */
  readonly lineHeight: number;

  constructor(
    readonly pdfFont: PDFFont,
    private readonly layoutFont: FontkitFont,
  ) {
    const em = layoutFont.unitsPerEm;
    this.toThousandths = 1000 / em;
    this.ascent = layoutFont.ascent / em;
    this.lineHeight = (layoutFont.ascent - layoutFont.descent + layoutFont.lineGap) / em;
  }

  shape(text: string): ShapedText {
    let shaped = this.cache.get(text);
    if (shaped) return shaped;
    const run = this.layoutFont.layout(text);
    const k = this.toThousandths;
    const glyphWidths: number[] = [];
    const xAdvances: number[] = [];
    const xOffsets: number[] = [];
    const yOffsets: number[] = [];
    let width = 0;
    let spelled = '';
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index];
      glyphWidths.push(glyph.advanceWidth * k);
      xAdvances.push(position.xAdvance * k);
      xOffsets.push(position.xOffset * k);
      yOffsets.push(position.yOffset * k);
      width += position.xAdvance * k;
      spelled += String.fromCodePoint(...glyph.codePoints);
    });
    shaped = { text, glyphWidths, xAdvances, xOffsets, yOffsets, width, faithful: spelled === text };
    this.cache.set(text, shaped);
    return shaped;
  }

  glyphHex(shaped: ShapedText): string {
    if (shaped.hex === undefined) {
      // pdf-lib lays the text out with its own fontkit instance of the same bytes and no extra
      // features, so it yields the same glyphs; check, as the positions are matched by index.
      const hex = this.pdfFont.encodeText(shaped.text).asString();
      if (hex.length !== shaped.glyphWidths.length * 4) {
        throw new Error(`PDF font: glyph runs disagree for "${shaped.text}"`);
      }
      shaped.hex = hex;
    }
    return shaped.hex;
  }
}

/** Subset fonts are named 'ABCDEF+Name' (PDF 32000 §9.6.4), so tools show them as subsets. */
async function embedFace(doc: PDFDocument, bytes: Uint8Array, tag: string): Promise<Face> {
  const layoutFont = fontkit.create(bytes);
  const name = `${tag}+${layoutFont.postscriptName ?? 'Sarabun'}`;
  const pdfFont = await doc.embedFont(bytes, { subset: true, customName: name });
  return new Face(pdfFont, layoutFont);
}

// ---------------------------------------------------------------------------------------------
// Line breaking

/**
 * Stays with the character before it: Thai vowels and tone marks written above or below the
 * consonant (U+0E31, U+0E34–U+0E3A, U+0E47–U+0E4E), any other combining mark, and joiners.
 */
const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\p{M}\u200C\u200D]/u;
/** ะ า ำ ๅ ๆ: following vowels and the repetition mark never start a line. */
const NO_BREAK_BEFORE = /[\u0E30\u0E32\u0E33\u0E45\u0E46]/;
/** เ แ โ ใ ไ are written before the consonant they belong to and never end a line. */
const NO_BREAK_AFTER = /[\u0E40-\u0E44]/;
const THAI_LETTER = /[\u0E01-\u0E4E]/;

/**
 * Thai writes no spaces between words. Where the runtime has a Thai dictionary (Intl.Segmenter in
 * current browsers and Node), lines may break between words; otherwise only at spaces, then, for a
 * word wider than its column, between character clusters.
 */
const thaiWords: Intl.Segmenter | null =
  typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('th', { granularity: 'word' })
    : null;

/** Splits text into the smallest pieces a line may break between, keeping marks with their base. */
function clusters(text: string): string[] {
  const pieces: string[] = [];
  for (const char of text) {
    const previous = pieces.at(-1);
    if (previous !== undefined && !canBreakBefore(previous, char))
      pieces[pieces.length - 1] = previous + char;
    else pieces.push(char);
  }
  return pieces;
}

function canBreakBefore(before: string, after: string): boolean {
  return !COMBINING.test(after) && !NO_BREAK_BEFORE.test(after) && !NO_BREAK_AFTER.test(before.slice(-1));
}

/** Splits a space-free chunk at Thai word boundaries (never next to a digit, Latin letter or '.'). */
function words(chunk: string): string[] {
  if (thaiWords === null || !THAI_LETTER.test(chunk)) return [chunk];
  const result: string[] = [];
  for (const { segment } of thaiWords.segment(chunk)) {
    const previous = result.at(-1);
    if (previous === undefined) result.push(segment);
    else if (
      THAI_LETTER.test(previous.slice(-1)) &&
      THAI_LETTER.test(segment[0]) &&
      canBreakBefore(previous, segment)
    ) {
      result.push(segment);
    } else result[result.length - 1] = previous + segment;
  }
  return result;
}

/** A line as the pieces it was measured in; each piece is shaped (and cached) on its own. */
interface Line {
  pieces: string[];
  /** In points as `wrap` returns it (in 1/1000 em while it is being filled). */
  width: number;
}

const ELLIPSIS = '…';

/**
 * Greedy line breaking: a line ends at the last space or Thai word boundary that still fits; a
 * single word wider than the column is broken between clusters. Beyond `maxLines` the text is cut
 * with an ellipsis, so one absurd value cannot make a row taller than a page.
 */
function wrap(face: Face, size: number, text: string, maxWidth: number, maxLines = Infinity): Line[] {
  const limit = (maxWidth * 1000) / size; // compare in 1/1000 em, as shaped widths are
  const normalised = text.replace(/\s+/g, ' ').trim();
  const lines: Line[] = [];
  let line: Line = { pieces: [], width: 0 };
  const endLine = () => {
    if (line.pieces.length > 0) lines.push(line);
    line = { pieces: [], width: 0 };
  };
  const add = (piece: string, width: number) => {
    line.pieces.push(piece);
    line.width += width;
  };
  const space = face.shape(' ').width;

  for (const chunk of normalised.split(' ')) {
    if (chunk === '') continue; // only when the text is blank
    for (const [index, word] of words(chunk).entries()) {
      const width = face.shape(word).width;
      // Words of one chunk touch; a new chunk follows a space (unless it starts the line).
      const gap = index === 0 ? space : 0;
      if (line.pieces.length > 0 && line.width + gap + width > limit) endLine();
      if (width > limit) {
        // Wider than any line: give it lines of its own, filled cluster by cluster.
        endLine();
        for (const piece of clusters(word)) {
          const pieceWidth = face.shape(piece).width;
          if (line.pieces.length > 0 && line.width + pieceWidth > limit) endLine();
          add(piece, pieceWidth);
        }
      } else {
        if (line.pieces.length > 0 && gap > 0) add(' ', gap);
        add(word, width);
      }
    }
  }
  endLine();

  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = ellipsize(face, lines[maxLines - 1], limit);
  }
  return lines.map((l) => ({ pieces: l.pieces, width: (l.width * size) / 1000 }));
}

/** Drops clusters from the end of a line (widths in 1/1000 em) until an ellipsis fits after it. */
function ellipsize(face: Face, line: Line, limit: number): Line {
  const pieces = line.pieces.flatMap((piece) => clusters(piece));
  const ellipsis = face.shape(ELLIPSIS).width;
  let width = pieces.reduce((sum, piece) => sum + face.shape(piece).width, 0);
  while (pieces.length > 0 && (width + ellipsis > limit || pieces.at(-1) === ' ')) {
    width -= face.shape(pieces.pop() ?? '').width;
  }
  return { pieces: [...pieces, ELLIPSIS], width: width + ellipsis };
}

// ---------------------------------------------------------------------------------------------
// Page content

/** Numbers as PDF operands: two decimals are far below a printer dot; no exponent notation. */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? '0' : String(rounded);
}

/**
 * Collects one page's content stream as text. Operators are written directly rather than through
 * pdf-lib's drawing API so that each glyph can be positioned as fontkit laid it out.
 */
class PageCanvas {
  private readonly ops: string[] = [];
  private readonly fontNames = new Map<Face, string>();
  private fill = '';
  private font = '';

  constructor(readonly page: PDFPage) {}

  fillRect(x: number, y: number, width: number, height: number, color: Rgb): void {
    this.setFill(color);
    this.ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  hLine(x1: number, x2: number, y: number, color: Rgb, thickness: number): void {
    this.ops.push(
      `${color.map(num).join(' ')} RG ${num(thickness)} w ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`,
    );
  }

  /** Draws one line of text with its baseline at (x, y). */
  text(face: Face, size: number, x: number, y: number, line: Line, color: Rgb): void {
    if (line.pieces.length === 0) return;
    this.setFill(color);
    const font = `${this.fontName(face)} ${num(size)} Tf`;
    const ops = ['BT'];
    // Tf is part of the graphics state and outlives ET, so it is only repeated when it changes.
    if (font !== this.font) ops.push(font);
    this.font = font;
    ops.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);

    const shaped = line.pieces.map((piece) => face.shape(piece));
    const glyphs = showGlyphs(face, size, shaped);
    // Text extraction rebuilds lines from glyph positions: poppler sorts a mark nudged right of the
    // next letter after it, and takes a raised mark for another line. So whenever glyphs are moved
    // (or don't spell the text), the line says what it reads. Poppler, PDFium (Chrome) and Acrobat
    // honour /ActualText; viewers that don't (pdf.js, Preview) fall back to the glyphs' own text.
    const actualText = glyphs.positioned || shaped.some((s) => !s.faithful);
    if (actualText)
      ops.push(`/Span <</ActualText ${PDFHexString.fromText(line.pieces.join('')).toString()}>> BDC`);
    ops.push(...glyphs.ops);
    if (actualText) ops.push('EMC');
    ops.push('ET');
    this.ops.push(ops.join('\n'));
  }

  /** Hands the content to pdf-lib; called once, after the footer is drawn. */
  finish(doc: PDFDocument): void {
    const stream = doc.context.flateStream(this.ops.join('\n'));
    this.page.node.addContentStream(doc.context.register(stream));
  }

  private setFill(color: Rgb): void {
    const fill = `${color.map(num).join(' ')} rg`;
    if (fill !== this.fill) this.ops.push(fill);
    this.fill = fill;
  }

  private fontName(face: Face): string {
    let name = this.fontNames.get(face);
    if (name === undefined) {
      name = this.page.node.newFontDictionary('F', face.pdfFont.ref).toString();
      this.fontNames.set(face, name);
    }
    return name;
  }
}

/**
 * TJ operators that put each glyph where the shaper placed it. The viewer advances by each glyph's
 * /W width; a number in the TJ array shifts the next glyph left by that many 1/1000 em, which
 * covers kerning and the horizontal offset of marks. Vertical offsets (a tone mark lifted above an
 * upper vowel) need the text rise (Ts), which cannot change inside one TJ, so the array is split.
 */
function showGlyphs(
  face: Face,
  size: number,
  shaped: readonly ShapedText[],
): { ops: string[]; positioned: boolean } {
  const ops: string[] = [];
  let positioned = false;
  let items: string[] = [];
  let hexRun = '';
  let pen = 0; // where the shaper's pen is
  let at = 0; // where the viewer's pen is
  let rise = 0;
  const flushHex = () => {
    if (hexRun !== '') items.push(`<${hexRun}>`);
    hexRun = '';
  };
  const flushArray = () => {
    flushHex();
    if (items.length > 0) ops.push(`[${items.join(' ')}] TJ`);
    items = [];
  };

  for (const piece of shaped) {
    const hex = face.glyphHex(piece);
    for (let i = 0; i < piece.glyphWidths.length; i++) {
      if (piece.yOffsets[i] !== rise) {
        flushArray();
        rise = piece.yOffsets[i];
        positioned = true;
        ops.push(`${num((rise * size) / 1000)} Ts`);
      }
      const shift = Math.round((pen + piece.xOffsets[i] - at) * 100) / 100;
      if (shift !== 0) {
        positioned = true;
        flushHex();
        items.push(num(-shift));
      }
      hexRun += hex.slice(i * 4, i * 4 + 4);
      at += shift + piece.glyphWidths[i];
      pen += piece.xAdvances[i];
    }
  }
  flushArray();
  if (rise !== 0) ops.push('0 Ts');
  return { ops, positioned };
}

// ---------------------------------------------------------------------------------------------
// The document

/**
 * The PDF file of `rows`, in their order. `fonts` are Sarabun Regular and Bold (TTF bytes; any
 * font with Thai and Latin would do). Characters the font lacks print as empty boxes.
 */
export async function buildProductsPdf(
  rows: ProductPdfRow[],
  labels: ProductPdfLabels,
  fonts: ProductPdfFonts,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(labels.title, { showInWindowTitleBar: true });
  // The product data is Thai whatever the interface language; screen readers pick a voice from this.
  doc.setLanguage('th');
  const regular = await embedFace(doc, fonts.regular, 'KKPDFR');
  const bold = await embedFace(doc, fonts.bold, 'KKPDFB');

  const columnWidths = COLUMNS.map(
    (column) => (column.weight / COLUMNS.reduce((sum, c) => sum + c.weight, 0)) * CONTENT_WIDTH,
  );
  const columnX = columnWidths.map(
    (_, index) => MARGIN + columnWidths.slice(0, index).reduce((sum, w) => sum + w, 0),
  );
  const textWidths = columnWidths.map((width) => width - 2 * CELL_PAD_X);
  const bodyLine = regular.lineHeight * BODY_SIZE;
  const rowHeight = (cells: readonly Line[][], face: Face) =>
    Math.max(1, ...cells.map((lines) => lines.length)) * face.lineHeight * BODY_SIZE + 2 * CELL_PAD_Y;

  const header = COLUMNS.map((column, index) =>
    wrap(bold, BODY_SIZE, labels.columns[column.key], textWidths[index]),
  );
  const headerHeight = rowHeight(header, bold);
  // A row may take at most a full page below the header.
  const maxLines = Math.max(
    1,
    Math.floor((CONTENT_TOP - headerHeight - TABLE_BOTTOM - 2 * CELL_PAD_Y) / bodyLine),
  );

  const pages: PageCanvas[] = [];
  const addPage = () => {
    const canvas = new PageCanvas(doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    pages.push(canvas);
    return canvas;
  };

  const drawParagraph = (
    canvas: PageCanvas,
    face: Face,
    size: number,
    text: string,
    top: number,
    color: Rgb,
  ) => {
    let y = top;
    for (const line of wrap(face, size, text, CONTENT_WIDTH)) {
      canvas.text(face, size, MARGIN, y - face.ascent * size, line, color);
      y -= face.lineHeight * size;
    }
    return y;
  };

  const drawCells = (canvas: PageCanvas, face: Face, cells: readonly Line[][], top: number, color: Rgb) => {
    cells.forEach((lines, index) => {
      let baseline = top - CELL_PAD_Y - face.ascent * BODY_SIZE;
      for (const line of lines) {
        canvas.text(face, BODY_SIZE, columnX[index] + CELL_PAD_X, baseline, line, color);
        baseline -= face.lineHeight * BODY_SIZE;
      }
    });
  };

  /** Draws the column headings with their top at `top`; returns where the first row starts. */
  const drawHeader = (canvas: PageCanvas, top: number) => {
    canvas.fillRect(MARGIN, top - headerHeight, CONTENT_WIDTH, headerHeight, HEADER_FILL);
    drawCells(canvas, bold, header, top, INK);
    canvas.hLine(MARGIN, MARGIN + CONTENT_WIDTH, top - headerHeight, RULE, 0.75);
    return top - headerHeight;
  };

  let canvas = addPage();
  let y = drawParagraph(canvas, bold, TITLE_SIZE, labels.title, CONTENT_TOP, INK);
  y = drawParagraph(canvas, regular, META_SIZE, labels.generatedAt, y - 2, MUTED);
  if (labels.filters.trim() !== '') y = drawParagraph(canvas, regular, META_SIZE, labels.filters, y, MUTED);
  y = drawHeader(canvas, y - 8);

  if (rows.length === 0) {
    const [line] = wrap(regular, BODY_SIZE, labels.empty, CONTENT_WIDTH - 2 * CELL_PAD_X, 1);
    if (line) {
      const x = MARGIN + (CONTENT_WIDTH - line.width) / 2;
      canvas.text(regular, BODY_SIZE, x, y - 2 * CELL_PAD_Y - regular.ascent * BODY_SIZE, line, MUTED);
    }
  }

  rows.forEach((row, index) => {
    const cells = COLUMNS.map((column, col) =>
      wrap(regular, BODY_SIZE, row[column.key], textWidths[col], maxLines),
    );
    const height = rowHeight(cells, regular);
    if (y - height < TABLE_BOTTOM) {
      canvas = addPage();
      y = drawHeader(canvas, CONTENT_TOP);
    }
    if (index % 2 === 1) canvas.fillRect(MARGIN, y - height, CONTENT_WIDTH, height, ZEBRA_FILL);
    drawCells(canvas, regular, cells, y, INK);
    y -= height;
  });

  // The page count is known only now.
  pages.forEach((page, index) => {
    const [label] = wrap(regular, FOOTER_SIZE, labels.page(index + 1, pages.length), CONTENT_WIDTH / 2, 1);
    if (label) page.text(regular, FOOTER_SIZE, MARGIN + CONTENT_WIDTH - label.width, MARGIN, label, MUTED);
    const [title] = wrap(regular, FOOTER_SIZE, labels.title, CONTENT_WIDTH / 2, 1);
    if (title) page.text(regular, FOOTER_SIZE, MARGIN, MARGIN, title, MUTED);
    page.finish(doc);
  });

  return doc.save();
}
