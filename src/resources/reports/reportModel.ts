// A monthly report, whatever it counts; pure, so the screen, the downloads and the tests build the same.
import type { RaRecord } from 'react-admin';
import { formatCount, formatDate, formatIsoDay, formatMoney } from '../../i18n/format';
import { toSpreadsheetCsv, type SpreadsheetColumn } from '../shared/files/export/csv';
import { sumMoney } from '../shared/domain/finance/money';
import type { ReportColumn, TableReport } from '../shared/files/pdf/reportPdf';
import { everyDay, periodOf } from '../shared/finance/statement';
import type { MonthDays } from './reportMonth';

export interface CountAndAmount {
  count: number;
  amount: number;
}

export const countAndAmount = (rows: readonly RaRecord[]): CountAndAmount => ({
  count: rows.length,
  amount: sumMoney(rows).GrandtotalAmount,
});

/** A row of another day is left out, so the days add up to the month. */
export function rowsByDay<Row>(
  rows: readonly Row[],
  days: MonthDays,
  timeOf: (row: Row) => unknown,
): Map<string, Row[]> {
  const byDay = new Map(everyDay([], days.start, days.end).map((bucket) => [bucket.key, [] as Row[]]));
  for (const row of rows) byDay.get(periodOf(timeOf(row), 'day'))?.push(row);
  return byDay;
}

export interface SummaryLine {
  label: string;
  count?: number;
  amount?: number;
  /** Where the PDF writes it: the totals a document is read for. */
  words?: string;
}

export interface SummarySection {
  title: string;
  lines: SummaryLine[];
}

export type FigureKind = 'count' | 'money';

/** The CSV has every column; the screen and the PDF only the `shown` ones, to fit a page. */
export interface FigureColumn<Day> {
  header: string;
  kind: FigureKind;
  value: (day: Day) => number;
  shown: boolean;
}

export interface MonthReport<Day extends { day: string }> {
  title: string;
  filterLines: string[];
  sections: SummarySection[];
  dayHeader: string;
  totalLabel: string;
  days: Day[];
  total: Day;
  columns: FigureColumn<Day>[];
  fileName: string;
  empty: boolean;
  /** What the figures leave out and why: shown and printed. */
  warnings?: string[];
}

const figureText = (kind: FigureKind, value: number) =>
  kind === 'money' ? formatMoney(value) : formatCount(value);

interface LabelledRow<Day> {
  label: string;
  day: Day;
}

const labelledRows = <Day extends { day: string }>(
  report: MonthReport<Day>,
  dayText: (day: string) => string = formatDate,
): LabelledRow<Day>[] => [
  ...report.days.map((day) => ({ label: dayText(day.day), day })),
  { label: report.totalLabel, day: report.total },
];

/** The days as the screen writes dates, unless told otherwise (the PDF's Buddhist era). */
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
  generatedAt: string;
  items: (count: string) => string;
  page: (page: number, pages: number) => string;
  empty: string;
  language: string;
  dayText: (day: string) => string;
}

/** `ได้รับเงินแล้ว (สำเร็จ): 12 รายการ, ฿1,234.50`, then the amount in words where the line has them. */
function summaryText(line: SummaryLine, items: PdfLabels['items']): string {
  const figures = [
    line.count === undefined ? '' : items(formatCount(line.count)),
    line.amount === undefined ? '' : formatMoney(line.amount),
  ].filter(Boolean);
  return `${line.label}: ${figures.join(', ')}${line.words ? ` (${line.words})` : ''}`;
}

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
