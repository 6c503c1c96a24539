// A finance document as a PDF, on the reports' engine; every text arrives written, nothing is made up here.
import { PDF_COLOURS, drawLine, measurer, startPdfDocument, type Face, type ReportFonts } from './pdfEngine';
import { wrapText } from './thaiLines';

export interface DocumentField {
  label: string;
  value: string;
}

export interface DocumentSection {
  title: string;
  fields: DocumentField[];
}

export interface DocumentItems {
  headers: [string, string];
  rows: [string, string][];
  totalLabel: string;
  total: string;
}

export interface DocumentSignature {
  role: string;
  /** Unknown, a blank line to write by hand. */
  name?: string;
  date?: string;
}

export interface FinanceDocument {
  /** Also the PDF's title in the viewer. */
  title: string;
  subtitle?: string;
  corner: DocumentField[];
  sections: DocumentSection[];
  items: DocumentItems;
  amountInWords: DocumentField;
  signatures: DocumentSignature[];
  /** The signature line's lead-in ('ลงชื่อ') and the blank of a date not known ('วันที่'). */
  signHere: string;
  dateHere: string;
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  language: string;
}

// Geometry in points, A4 portrait.
const MARGIN = 48;
const FOOTER_SPACE = 20;
const TITLE_SIZE = 18;
const SUBTITLE_SIZE = 10;
const HEADING_SIZE = 11;
const BODY_SIZE = 10;
const FOOTER_SIZE = 8;
const LABEL_SHARE = 0.3;
const AMOUNT_SHARE = 0.28;
const PAD = 5;
const SIGNATURE_HEIGHT = 78;

const { ink: INK, muted: MUTED, headerFill: HEADER_FILL, bandFill: WORDS_FILL, rule: RULE } = PDF_COLOURS;

export async function buildDocumentPdf(document: FinanceDocument, fonts: ReportFonts): Promise<Uint8Array> {
  const { doc, done } = startPdfDocument(
    { title: document.title, language: document.language, orientation: 'portrait' },
    fonts,
  );
  const { width: pageWidth, height: pageHeight } = doc.page;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = pageHeight - MARGIN - FOOTER_SPACE;
  const lineHeight = (face: Face, size: number) => doc.font(face).fontSize(size).currentLineHeight(true);
  const measures = new Map<string, (text: string) => number>();
  const measure = (face: Face, size: number) => {
    const key = `${face}/${size}`;
    let found = measures.get(key);
    if (!found) {
      found = measurer(doc, face, size);
      measures.set(key, found);
    }
    return found;
  };

  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };
  const lines = (
    text: string,
    x: number,
    top: number,
    width: number,
    face: Face,
    size: number,
    color = INK,
    align: 'left' | 'center' | 'right' = 'left',
  ) => {
    const height = lineHeight(face, size);
    const wrapped = wrapText(text, width, measure(face, size));
    wrapped.forEach((line, index) => {
      const free = width - measure(face, size)(line);
      const left = x + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
      drawLine(doc, line, left, top + index * height, face, size, color);
    });
    return Math.max(1, wrapped.length) * height;
  };
  const rule = (top: number, color = RULE, width = 0.75) =>
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + contentWidth, top)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();

  y += lines(document.title, MARGIN, y, contentWidth, 'bold', TITLE_SIZE, INK, 'center');
  if (document.subtitle)
    y += lines(document.subtitle, MARGIN, y, contentWidth, 'regular', SUBTITLE_SIZE, MUTED, 'center');
  y += 6;
  for (const field of document.corner)
    y += lines(`${field.label} ${field.value}`, MARGIN, y, contentWidth, 'regular', BODY_SIZE, INK, 'right');
  y += 6;
  rule(y, INK, 1);
  y += 8;

  const labelWidth = contentWidth * LABEL_SHARE;
  const valueWidth = contentWidth - labelWidth - PAD;
  for (const section of document.sections) {
    room(lineHeight('bold', HEADING_SIZE) + lineHeight('regular', BODY_SIZE));
    y += lines(section.title, MARGIN, y, contentWidth, 'bold', HEADING_SIZE);
    y += 2;
    for (const field of section.fields) {
      const valueLines = wrapText(field.value, valueWidth, measure('regular', BODY_SIZE));
      room(Math.max(1, valueLines.length) * lineHeight('regular', BODY_SIZE));
      const labelHeight = lines(field.label, MARGIN, y, labelWidth, 'regular', BODY_SIZE, MUTED);
      const valueHeight = lines(field.value, MARGIN + labelWidth + PAD, y, valueWidth, 'regular', BODY_SIZE);
      y += Math.max(labelHeight, valueHeight) + 2;
    }
    y += 8;
  }

  const amountWidth = contentWidth * AMOUNT_SHARE;
  const textWidth = contentWidth - amountWidth;
  const row = (cells: [string, string], face: Face, fill?: string) => {
    const height =
      Math.max(
        wrapText(cells[0], textWidth - 2 * PAD, measure(face, BODY_SIZE)).length,
        wrapText(cells[1], amountWidth - 2 * PAD, measure(face, BODY_SIZE)).length,
        1,
      ) *
        lineHeight(face, BODY_SIZE) +
      2 * PAD;
    room(height);
    if (fill) doc.rect(MARGIN, y, contentWidth, height).fillColor(fill).fill();
    lines(cells[0], MARGIN + PAD, y + PAD, textWidth - 2 * PAD, face, BODY_SIZE);
    lines(cells[1], MARGIN + textWidth + PAD, y + PAD, amountWidth - 2 * PAD, face, BODY_SIZE, INK, 'right');
    y += height;
    rule(y);
  };
  row(document.items.headers, 'bold', HEADER_FILL);
  for (const cells of document.items.rows) row(cells, 'regular');
  row([document.items.totalLabel, document.items.total], 'bold');
  y += 6;
  const words = `${document.amountInWords.label} (${document.amountInWords.value})`;
  const wordsHeight =
    wrapText(words, contentWidth - 2 * PAD, measure('bold', BODY_SIZE)).length *
      lineHeight('bold', BODY_SIZE) +
    2 * PAD;
  room(wordsHeight);
  doc.rect(MARGIN, y, contentWidth, wordsHeight).fillColor(WORDS_FILL).fill();
  lines(words, MARGIN + PAD, y + PAD, contentWidth - 2 * PAD, 'bold', BODY_SIZE);
  y += wordsHeight + 24;

  const count = Math.max(1, document.signatures.length);
  const boxWidth = contentWidth / count;
  room(SIGNATURE_HEIGHT);
  const blank = '..............................';
  document.signatures.forEach((signature, index) => {
    const x = MARGIN + index * boxWidth + PAD;
    const width = boxWidth - 2 * PAD;
    let top = y;
    top += lines(`${document.signHere} ${blank}`, x, top, width, 'regular', BODY_SIZE, INK, 'center');
    top += lines(`( ${signature.name ?? blank} )`, x, top, width, 'regular', BODY_SIZE, INK, 'center');
    top += lines(signature.role, x, top, width, 'bold', BODY_SIZE, INK, 'center');
    lines(
      signature.date ?? `${document.dateHere} ${blank}`,
      x,
      top,
      width,
      'regular',
      BODY_SIZE,
      MUTED,
      'center',
    );
  });

  // The footer of every page, now that the page count is known.
  const { start, count: pages } = doc.bufferedPageRange();
  const footerTop = pageHeight - MARGIN - lineHeight('regular', FOOTER_SIZE) + 4;
  for (let index = start; index < start + pages; index++) {
    doc.switchToPage(index);
    const half = contentWidth / 2;
    const [label = ''] = wrapText(
      document.pageLabel(index + 1, pages),
      half,
      measure('regular', FOOTER_SIZE),
      1,
    );
    drawLine(
      doc,
      label,
      MARGIN + contentWidth - measure('regular', FOOTER_SIZE)(label),
      footerTop,
      'regular',
      FOOTER_SIZE,
      MUTED,
    );
    const [footer = ''] = wrapText(document.footer, half - 12, measure('regular', FOOTER_SIZE), 1);
    drawLine(doc, footer, MARGIN, footerTop, 'regular', FOOTER_SIZE, MUTED);
  }
  doc.end();
  return done;
}
