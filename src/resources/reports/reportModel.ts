/**
 * What a monthly report is, whatever it counts: summary sections, a table of every day of the
 * month with a total row, and the CSV and PDF made of them. Pure: the screen, the downloads and
 * the tests build exactly the same.
 */
import type { RaRecord } from 'react-admin';
import { formatCount, formatDate, formatIsoDay, formatMoney } from '../../i18n/format';
import { toSpreadsheetCsv, type SpreadsheetColumn } from '../shared/files/export/csv';
import { sumMoney } from '../shared/domain/finance/money';
import type { ReportColumn, TableReport } from '../shared/files/pdf/reportPdf';
import { everyDay, periodOf } from '../shared/finance/statement';
import type { MonthDays } from './reportMonth';

export interface CountAndAmount {
  count: number;
  /** Baht, to the satang. */
  amount: number;
}

/** How many records, and their grand total. */
export const countAndAmount = (rows: readonly RaRecord[]): CountAndAmount => ({
  count: rows.length,
  amount: sumMoney(rows).GrandtotalAmount,
});

/**
 * The rows of each day of the month, in order, days without rows included. A row of another day
 * (the month was asked for, so none should come) is left out, so the days add up to the month.
 */
export function rowsByDay<Row>(
  rows: readonly Row[],
  days: MonthDays,
  timeOf: (row: Row) => unknown,
): Map<string, Row[]> {
  // The statement's day axis, without its buckets: just the days.
  const byDay = new Map(everyDay([], days.start, days.end).map((bucket) => [bucket.key, [] as Row[]]));
  for (const row of rows) byDay.get(periodOf(timeOf(row), 'day'))?.push(row);
  return byDay;
}

/** A figure of the summary: a count of records, an amount of money, or both. */
export interface SummaryLine {
  label: string;
  count?: number;
  amount?: number;
  /** The amount in Thai words, where the PDF writes it (the totals a document is read for). */
  words?: string;
}

export interface SummarySection {
  title: string;
  lines: SummaryLine[];
}

export type FigureKind = 'count' | 'money';

/**
 * A column of the per-day table after the day itself. The CSV has every column; the screen and
 * the PDF only the `shown` ones, so that they fit a page.
 */
export interface FigureColumn<Day> {
  header: string;
  kind: FigureKind;
  value: (day: Day) => number;
  shown: boolean;
}

export interface MonthReport<Day extends { day: string }> {
  title: string;
  /** The filters chosen, one line each. */
  filterLines: string[];
  sections: SummarySection[];
  dayHeader: string;
  totalLabel: string;
  /** Every day of the month, days without records included. */
  days: Day[];
  total: Day;
  columns: FigureColumn<Day>[];
  /** Without extension: `finance-report-2026-11`. */
  fileName: string;
  /** Nothing was recorded in the month. */
  empty: boolean;
  /** What the figures leave out and why (codes the configuration does not place): shown and printed. */
  warnings?: string[];
}

const figureText = (kind: FigureKind, value: number) =>
  kind === 'money' ? formatMoney(value) : formatCount(value);

interface LabelledRow<Day> {
  label: string;
  day: Day;
}

/** The rows as written: each day (as `dayText` writes it), then the total row. */
const labelledRows = <Day extends { day: string }>(
  report: MonthReport<Day>,
  dayText: (day: string) => string = formatDate,
): LabelledRow<Day>[] => [
  ...report.days.map((day) => ({ label: dayText(day.day), day })),
  { label: report.totalLabel, day: report.total },
];

/**
 * The table the screen and the PDF show: headers, every day's cells as text, the total row last.
 * The days as the screen writes dates, unless told otherwise (the PDF writes them in the Buddhist era).
 */
export function shownTable<Day extends { day: string }>(
  report: MonthReport<Day>,
  dayText?: (day: string) => string,
) {
  const columns = report.columns.filter((column) => column.shown);
  return {
    headers: [report.dayHeader, ...columns.map((column) => column.header)],
    rows: labelledRows(report, dayText).map(({ label, day }) => [
      label,
      ...columns.map((column) => figureText(column.kind, column.value(day))),
    ]),
  };
}

/** The CSV file: every column, days as `YYYY-MM-DD`, amounts as numbers with two decimals, the total row last. */
export function reportCsv<Day extends { day: string }>(report: MonthReport<Day>): string {
  const columns: SpreadsheetColumn<LabelledRow<Day>>[] = [
    { header: report.dayHeader, value: (row) => row.label },
    ...report.columns.map((column) => ({
      header: column.header,
      value: (row: LabelledRow<Day>) => column.value(row.day),
      decimals: column.kind === 'money' ? 2 : undefined,
    })),
  ];
  return toSpreadsheetCsv(labelledRows(report, formatIsoDay), columns);
}

export interface PdfLabels {
  /** e.g. 'พิมพ์เมื่อ 2026-11-23 เวลา 10:15 น.' */
  generatedAt: string;
  /** e.g. (12) => '12 รายการ' */
  items: (count: string) => string;
  page: (page: number, pages: number) => string;
  empty: string;
  /** The interface language: the report's texts are in it. */
  language: string;
  /** A day of the table, `YYYY-MM-DD` in, as a document writes it (`1 พฤศจิกายน 2569`). */
  dayText: (day: string) => string;
}

/**
 * A summary line as one line of text: `ได้รับเงินแล้ว (สำเร็จ): 12 รายการ, ฿1,234.50`, and the
 * amount in words after it where the line has them (`(หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์)`).
 */
function summaryText(line: SummaryLine, items: PdfLabels['items']): string {
  const figures = [
    line.count === undefined ? '' : items(formatCount(line.count)),
    line.amount === undefined ? '' : formatMoney(line.amount),
  ].filter(Boolean);
  return `${line.label}: ${figures.join(', ')}${line.words ? ` (${line.words})` : ''}`;
}

/** The PDF: the summary under the title, the per-day table as the table. */
export function reportPdf<Day extends { day: string }>(
  report: MonthReport<Day>,
  labels: PdfLabels,
): TableReport {
  const table = shownTable(report, labels.dayText);
  const columns: ReportColumn[] = table.headers.map((header, index) => ({
    header,
    align: index === 0 ? 'left' : 'right',
  }));
  return {
    title: report.title,
    subtitleLines: [
      labels.generatedAt,
      ...report.filterLines,
      ...(report.warnings ?? []).map((warning) => `⚠ ${warning}`),
      ...report.sections.flatMap((section) => [
        section.title,
        ...section.lines.map((line) => `• ${summaryText(line, labels.items)}`),
      ]),
    ],
    columns,
    rows: table.rows,
    pageLabel: labels.page,
    emptyText: labels.empty,
    orientation: 'portrait',
    language: labels.language,
  };
}
