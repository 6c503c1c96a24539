/**
 * The PDF engine, PDFKit (with fontkit, which shapes the text), behind the few typed calls the
 * reports use. Neither package ships TypeScript types, and @types/pdfkit describes an older PDFKit
 * (0.17: Buffer, no Uint8Array fonts, no parsed fontkit fonts), so the types are declared here, for
 * what we call only.
 *
 * In the browser, 'pdfkit' resolves to its browser build (no Node built-ins, no polyfills); in Node
 * (the integration tests) to its Node build. Both take fonts as bytes, never from a path or a CDN.
 */
// @ts-expect-error -- fontkit ships no types; the part used is typed below.
import { create } from 'fontkit';
// @ts-expect-error -- PDFKit ships no types; the part used is typed below.
import PDFKit from 'pdfkit';

interface FontkitGlyph {
  readonly id: number;
  codePoints: number[];
}

interface FontkitFont {
  readonly postscriptName: string;
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[] };
  glyphForCodePoint(codePoint: number): FontkitGlyph;
}

export interface PdfTextOptions {
  /** Always false here: lines are broken by the report, which knows Thai words. */
  lineBreak: false;
}

/** What the reports call on a PDFKit document (y grows downwards, in points). */
export interface PdfDocument {
  readonly page: { readonly width: number; readonly height: number };
  addPage(): PdfDocument;
  registerFont(name: string, font: FontkitFont): PdfDocument;
  font(name: string): PdfDocument;
  fontSize(size: number): PdfDocument;
  /** Line height at the current font and size; with the font's line gap when `includeGap`. */
  currentLineHeight(includeGap?: boolean): number;
  widthOfString(text: string): number;
  /** Draws one line with the top of its line box at (x, y). */
  text(text: string, x: number, y: number, options: PdfTextOptions): PdfDocument;
  fillColor(color: string): PdfDocument;
  strokeColor(color: string): PdfDocument;
  lineWidth(width: number): PdfDocument;
  rect(x: number, y: number, width: number, height: number): PdfDocument;
  moveTo(x: number, y: number): PdfDocument;
  lineTo(x: number, y: number): PdfDocument;
  fill(): PdfDocument;
  stroke(): PdfDocument;
  /** Writes raw content-stream operators to the current page. */
  addContent(operators: string): PdfDocument;
  bufferedPageRange(): { start: number; count: number };
  switchToPage(index: number): unknown;
  on(event: 'data', listener: (chunk: Uint8Array) => void): PdfDocument;
  on(event: 'end', listener: () => void): PdfDocument;
  on(event: 'error', listener: (error: unknown) => void): PdfDocument;
  end(): void;
}

export interface PdfDocumentOptions {
  size: 'A4';
  layout: 'portrait' | 'landscape';
  margin: 0;
  /** Pages stay in memory until `end()`, so footers can say "page 2 of 9". */
  bufferPages: true;
  autoFirstPage: false;
  /** No default font: the standard 14 fonts are not bundled in the browser build, and have no Thai. */
  font: null;
  lang: string;
  displayTitle: true;
  info: { Title: string; Creator: string };
}

/** PDFKit's own state that `showLine` needs: the current font's resource name on the page. */
interface PdfKitInternals {
  _font: { id: string };
}

/**
 * Draws one line with the top of its line box at (x, y), in the current font, size and colour, and
 * marks it with its text as /ActualText: what viewers that honour it (poppler, PDFium in Chrome,
 * Acrobat) copy and search. Without it, poppler rebuilds the text from the glyphs and the ToUnicode
 * map, which cannot tell the sara aa of ำ from a plain า, as one glyph serves both.
 *
 * PDFKit draws text inside q … Q with its own flip of the y axis, and poppler places an /ActualText
 * with the graphics state in force at its EMC. So the EMC is written where that state matches the
 * text's (same axes, same font); without it, poppler turns the spans a quarter and reads the table
 * column by column.
 */
function showLine(doc: PdfDocument, line: string, x: number, y: number, size: number): void {
  doc.addContent(`/Span <</ActualText ${pdfTextString(line)}>> BDC`);
  doc.text(line, x, y, { lineBreak: false });
  const fontId = (doc as unknown as PdfKitInternals)._font.id;
  doc.addContent(`q 1 0 0 -1 0 ${doc.page.height} cm /${fontId} ${size} Tf EMC Q`);
}

/** A PDF text string: UTF-16BE with a byte-order mark, written in hex (no escaping needed). */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

function createPdfDocument(options: PdfDocumentOptions): PdfDocument {
  const Document = PDFKit as new (options: PdfDocumentOptions) => PdfDocument;
  return new Document(options);
}

/** The colours every document of the app is printed in: one look for reports and vouchers alike. */
export const PDF_COLOURS: Readonly<Record<'ink' | 'muted' | 'headerFill' | 'bandFill' | 'rule', string>> = {
  ink: '#212121',
  muted: '#666666',
  headerFill: '#dbe6f0',
  /** A light band: a table's alternate rows, a voucher's amount in words. */
  bandFill: '#f2f5f9',
  rule: '#8c99a8',
};

/** Sarabun Regular and Bold as TrueType bytes (any TTF with Thai and Latin would do). */
export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export type Face = keyof ReportFonts;

/**
 * An A4 document of the app (a table report, a voucher): its title in the viewer, its language for
 * screen readers, both faces registered, one page open; `done` settles with the file after `end()`.
 */
export function startPdfDocument(
  meta: { title: string; language: string; orientation: 'portrait' | 'landscape' },
  fonts: ReportFonts,
): { doc: PdfDocument; done: Promise<Uint8Array> } {
  const doc = createPdfDocument({
    size: 'A4',
    layout: meta.orientation,
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    font: null,
    lang: meta.language,
    displayTitle: true,
    info: { Title: meta.title, Creator: 'Marketplace back-office' },
  });
  const done = pdfBytes(doc);
  doc.registerFont('regular', loadFont(fonts.regular));
  doc.registerFont('bold', loadFont(fonts.bold));
  doc.addPage();
  return { doc, done };
}

/** One line of text with the top of its line box at (x, y), copied and searched as given. */
export function drawLine(
  doc: PdfDocument,
  line: string,
  x: number,
  y: number,
  face: Face,
  size: number,
  color: string,
) {
  if (line === '') return;
  doc.font(face).fontSize(size).fillColor(color);
  showLine(doc, line, x, y, size);
}

/** Widths in points at one face and size, kept: names and labels repeat a lot. */
export function measurer(doc: PdfDocument, face: Face, size: number): (text: string) => number {
  const widths = new Map<string, number>();
  return (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = doc.font(face).fontSize(size).widthOfString(text);
      widths.set(text, width);
    }
    return width;
  };
}

/** The whole file, once `end()` has been called. */
function pdfBytes(doc: PdfDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(bytes);
    });
  });
}

const SARA_AM = 0x0e33;
const NIKHAHIT = 0x0e4d;
const THAI_BLOCK = { first: 0x0e01, last: 0x0e5b };

/**
 * Parses a TrueType font for PDFKit, fixing the text that each glyph stands for, which PDFKit writes
 * to the font's ToUnicode map: what a viewer copies or searches when it ignores the /ActualText
 * that the report puts on every line (pdf.js, macOS Preview).
 *
 * fontkit hands some glyphs over with no code point at all (Sarabun's sara aa า), and gives one glyph
 * of a decomposed sara am (ำ = nikhahit + sara aa) the code point of the whole ำ, while sara aa keeps
 * its own: left as they are, every า would vanish from the copied text and น้ำ would copy as น้ำา.
 * Fixed, า is า everywhere and น้ำ copies as น้ํา (nikhahit + sara aa), which looks the same.
 */
function loadFont(bytes: Uint8Array): FontkitFont {
  const font = create(bytes) as FontkitFont;
  const codePointOf = new Map<number, number>();
  for (let codePoint = THAI_BLOCK.last; codePoint >= THAI_BLOCK.first; codePoint--) {
    const glyph = font.glyphForCodePoint(codePoint);
    if (glyph.id !== 0) codePointOf.set(glyph.id, codePoint);
  }
  const saraAm = font.glyphForCodePoint(SARA_AM).id;
  const layout = font.layout.bind(font);
  font.layout = (text, features) => {
    const run = layout(text, features);
    for (const glyph of run.glyphs) {
      const own = codePointOf.get(glyph.id);
      if (glyph.codePoints.length === 0 && own !== undefined) glyph.codePoints = [own];
      else if (glyph.id !== saraAm && glyph.codePoints.includes(SARA_AM)) {
        glyph.codePoints = glyph.codePoints.map((codePoint) =>
          codePoint === SARA_AM ? NIKHAHIT : codePoint,
        );
      }
    }
    return run;
  };
  return font;
}
