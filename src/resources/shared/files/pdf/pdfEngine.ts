// PDFKit behind the few typed calls the reports use; why its types are ours: docs/decisions.md, "PDF engine".
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
  /** Lines are broken by the report, which knows Thai words. */
  lineBreak: false;
}

/** What the reports call on a PDFKit document (y grows downwards, in points). */
export interface PdfDocument {
  readonly page: { readonly width: number; readonly height: number };
  addPage(): PdfDocument;
  registerFont(name: string, font: FontkitFont): PdfDocument;
  font(name: string): PdfDocument;
  fontSize(size: number): PdfDocument;
  currentLineHeight(includeGap?: boolean): number;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: PdfTextOptions): PdfDocument;
  fillColor(color: string): PdfDocument;
  strokeColor(color: string): PdfDocument;
  lineWidth(width: number): PdfDocument;
  rect(x: number, y: number, width: number, height: number): PdfDocument;
  moveTo(x: number, y: number): PdfDocument;
  lineTo(x: number, y: number): PdfDocument;
  fill(): PdfDocument;
  stroke(): PdfDocument;
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
  /** The standard 14 fonts are not in the browser build, and have no Thai. */
  font: null;
  lang: string;
  displayTitle: true;
  info: { Title: string; Creator: string };
}

interface PdfKitInternals {
  _font: { id: string };
}

/** Marks the line with its text as /ActualText, its EMC where the state matches the text's (docs/decisions.md, "PDF engine"). */
function showLine(doc: PdfDocument, line: string, x: number, y: number, size: number): void {
  doc.addContent(`/Span <</ActualText ${pdfTextString(line)}>> BDC`);
  doc.text(line, x, y, { lineBreak: false });
  const fontId = (doc as unknown as PdfKitInternals)._font.id;
  doc.addContent(`q 1 0 0 -1 0 ${doc.page.height} cm /${fontId} ${size} Tf EMC Q`);
}

/** UTF-16BE with a byte-order mark, in hex: no escaping needed. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

function createPdfDocument(options: PdfDocumentOptions): PdfDocument {
  const Document = PDFKit as new (options: PdfDocumentOptions) => PdfDocument;
  return new Document(options);
}

/** One look for reports and vouchers alike. */
export const PDF_COLOURS: Readonly<Record<'ink' | 'muted' | 'headerFill' | 'bandFill' | 'rule', string>> = {
  ink: '#212121',
  muted: '#666666',
  headerFill: '#dbe6f0',
  bandFill: '#f2f5f9',
  rule: '#8c99a8',
};

/** Any TTF with Thai and Latin would do; the app ships Sarabun. */
export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export type Face = keyof ReportFonts;

/** Titled and in its language for screen readers; `done` settles with the file after `end()`. */
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

/** Widths are kept: names and labels repeat a lot. */
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

/** Repairs each glyph's text for viewers that ignore /ActualText (docs/decisions.md, "PDF engine"). */
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
