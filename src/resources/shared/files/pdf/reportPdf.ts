// A table report as a PDF, its header row on every page (docs/decisions.md, "PDF engine").
import { PDF_COLOURS, drawLine, measurer, startPdfDocument, type Face, type ReportFonts } from './pdfEngine';
import { wrapText } from './thaiLines';

export interface ReportColumn {
  header: string;
  /** Relative to the other columns' (default 1). */
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableReport {
  title: string;
  subtitleLines?: string[];
  columns: ReportColumn[];
  rows: string[][];
  pageLabel: (page: number, pages: number) => string;
  emptyText: string;
  orientation?: 'portrait' | 'landscape';
  language?: string;
}

export type { ReportFonts } from './pdfEngine';

// Geometry in points, A4.
const MARGIN = 36;
/** Room kept above the bottom margin for the footer. */
const FOOTER_SPACE = 16;
const TITLE_SIZE = 16;
const SUBTITLE_SIZE = 9;
const BODY_SIZE = 9;
const FOOTER_SIZE = 8;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;

const { ink: INK, muted: MUTED, headerFill: HEADER_FILL, bandFill: ZEBRA_FILL, rule: RULE } = PDF_COLOURS;

interface Block {
  lines: string[];
}

export async function buildTablePdf(report: TableReport, fonts: ReportFonts): Promise<Uint8Array> {
  const { doc, done } = startPdfDocument(
    {
      title: report.title,
      language: report.language ?? 'th',
      orientation: report.orientation ?? 'landscape',
    },
    fonts,
  );
  const { width: pageWidth, height: pageHeight } = doc.page;
  const contentWidth = pageWidth - 2 * MARGIN;
  const tableBottom = pageHeight - MARGIN - FOOTER_SPACE;

  const setFont = (face: Face, size: number) => doc.font(face).fontSize(size);
  const measure = (face: Face, size: number) => measurer(doc, face, size);
  const lineHeight = (face: Face, size: number) => setFont(face, size).currentLineHeight(true);
  const measureBody = measure('regular', BODY_SIZE);
  const measureHeader = measure('bold', BODY_SIZE);
  const bodyLine = lineHeight('regular', BODY_SIZE);
  const headerLine = lineHeight('bold', BODY_SIZE);

  const weights = report.columns.map((column) => column.width ?? 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const columnWidths = weights.map((weight) => (weight / totalWeight) * contentWidth);
  const columnX = columnWidths.map(
    (_, index) => MARGIN + columnWidths.slice(0, index).reduce((sum, width) => sum + width, 0),
  );
  const textWidths = columnWidths.map((width) => width - 2 * CELL_PAD_X);

  const header: Block[] = report.columns.map((column, index) => ({
    lines: wrapText(column.header, textWidths[index], measureHeader),
  }));
  const headerHeight = blockHeight(header, headerLine);
  // A row is at most one page's table high: a longer cell is cut, with an ellipsis.
  const maxLines = Math.max(1, Math.floor((tableBottom - MARGIN - headerHeight - 2 * CELL_PAD_Y) / bodyLine));

  let y = MARGIN;
  const paragraph = (text: string, face: Face, size: number, color: string) => {
    const height = lineHeight(face, size);
    for (const line of wrapText(text, contentWidth, measure(face, size))) {
      drawLine(doc, line, MARGIN, y, face, size, color);
      y += height;
    }
  };
  paragraph(report.title, 'bold', TITLE_SIZE, INK);
  y += 2;
  for (const line of report.subtitleLines ?? []) {
    if (line.trim() !== '') paragraph(line, 'regular', SUBTITLE_SIZE, MUTED);
  }
  y += 8;

  const drawCells = (cells: Block[], top: number, face: Face, height: number) => {
    cells.forEach((cell, index) => {
      const align = report.columns[index].align ?? 'left';
      let lineTop = top + CELL_PAD_Y;
      for (const line of cell.lines) {
        const free = textWidths[index] - (face === 'bold' ? measureHeader : measureBody)(line);
        const x =
          columnX[index] + CELL_PAD_X + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
        drawLine(doc, line, x, lineTop, face, BODY_SIZE, INK);
        lineTop += height;
      }
    });
  };
  const drawHeader = () => {
    doc.rect(MARGIN, y, contentWidth, headerHeight).fillColor(HEADER_FILL).fill();
    drawCells(header, y, 'bold', headerLine);
    y += headerHeight;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + contentWidth, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  };
  drawHeader();

  if (report.rows.length === 0) {
    const [line = ''] = wrapText(report.emptyText, contentWidth - 2 * CELL_PAD_X, measureBody, 1);
    const x = MARGIN + (contentWidth - measureBody(line)) / 2;
    drawLine(doc, line, x, y + 2 * CELL_PAD_Y, 'regular', BODY_SIZE, MUTED);
  }

  report.rows.forEach((row, rowIndex) => {
    const cells = report.columns.map((_, index) => ({
      lines: wrapText(row[index] ?? '', textWidths[index], measureBody, maxLines),
    }));
    const height = blockHeight(cells, bodyLine);
    if (y + height > tableBottom) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
    }
    if (rowIndex % 2 === 1) doc.rect(MARGIN, y, contentWidth, height).fillColor(ZEBRA_FILL).fill();
    drawCells(cells, y, 'regular', bodyLine);
    y += height;
  });

  const { start, count } = doc.bufferedPageRange();
  const measureFooter = measure('regular', FOOTER_SIZE);
  const footerTop = pageHeight - MARGIN - lineHeight('regular', FOOTER_SIZE) + 4;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const [label = ''] = wrapText(report.pageLabel(index + 1, count), contentWidth / 2, measureFooter, 1);
    drawLine(
      doc,
      label,
      MARGIN + contentWidth - measureFooter(label),
      footerTop,
      'regular',
      FOOTER_SIZE,
      MUTED,
    );
    const [title = ''] = wrapText(report.title, contentWidth / 2 - 12, measureFooter, 1);
    drawLine(doc, title, MARGIN, footerTop, 'regular', FOOTER_SIZE, MUTED);
  }
  doc.end();
  return done;
}

function blockHeight(cells: Block[], lineHeight: number): number {
  return Math.max(1, ...cells.map((cell) => cell.lines.length)) * lineHeight + 2 * CELL_PAD_Y;
}
