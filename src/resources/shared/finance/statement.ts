import type { DataProvider, RaRecord } from 'react-admin';
import { afterPage, startPaging } from '../files/export/pagingPlan';
import { MONEY_FIELDS, round2, type MoneyField, type MoneyTotals } from '../domain/finance/money';

/** A month is a few thousand rows. */
export const STATEMENT_LIMIT = 20_000;
const PAGE_SIZE = 1000;

export interface WholeList {
  rows: RaRecord[];
  total: number;
  /** False when the limit stopped the reading first, or the service's pages did not add up. */
  complete: boolean;
}

export type ReadingProgress = (read: number, total: number | undefined) => void;

/** The services have no summary calls; paged as the exports are, so a total is complete or says it is not. */
export async function readWholeList(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  timeField: string,
  filter: Record<string, unknown>,
  signal?: AbortSignal,
  onProgress?: ReadingProgress,
): Promise<WholeList> {
  const rows: RaRecord[] = [];
  let paging = startPaging(PAGE_SIZE);
  while (paging.next && rows.length < STATEMENT_LIMIT) {
    signal?.throwIfAborted();
    const answer = await dataProvider.getList(resource, {
      pagination: paging.next,
      sort: { field: timeField, order: 'ASC' },
      filter,
      signal,
    });
    paging = afterPage(paging, {
      count: answer.data.length,
      total: answer.total,
      firstId: answer.data[0]?.id,
    });
    rows.push(...answer.data.slice(0, paging.keep));
    onProgress?.(rows.length, paging.total);
  }
  const total = paging.total ?? rows.length;
  return { rows, total, complete: !paging.next && !paging.repeated && rows.length >= total };
}

export const readStatement = (
  dataProvider: Pick<DataProvider, 'getList'>,
  filter: Record<string, unknown>,
  signal?: AbortSignal,
  onProgress?: ReadingProgress,
) => readWholeList(dataProvider, 'transactions', 'StartDateTime', filter, signal, onProgress);

export type Period = 'day' | 'month';

export const periodOf = (time: unknown, period: Period) =>
  String(time ?? '').slice(0, period === 'day' ? 10 : 7);

export interface Bucket {
  /** The day, the month, or the group's key (a supplier's id). */
  key: string;
  count: number;
  totals: MoneyTotals;
}

const emptyTotals = () => Object.fromEntries(MONEY_FIELDS.map((field) => [field, 0])) as MoneyTotals;

export function groupMoney(rows: readonly RaRecord[], keyOf: (row: RaRecord) => string): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const row of rows) {
    const key = keyOf(row);
    const bucket = buckets.get(key) ?? { key, count: 0, totals: emptyTotals() };
    bucket.count += 1;
    for (const field of MONEY_FIELDS) {
      const value = Number(row[field] ?? 0);
      if (Number.isFinite(value)) bucket.totals[field] += value;
    }
    buckets.set(key, bucket);
  }
  const sorted = [...buckets.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const bucket of sorted)
    for (const field of MONEY_FIELDS) bucket.totals[field] = round2(bucket.totals[field]);
  return sorted;
}

/** Every day from `start` to `end` (`YYYY-MM-DD`), each with its bucket or an empty one: a chart's axis has no gaps. */
export function everyDay(buckets: readonly Bucket[], start: string, end: string): Bucket[] {
  const byKey = new Map(buckets.map((bucket) => [bucket.key, bucket]));
  const days: Bucket[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= last; at += 86_400_000) {
    const key = new Date(at).toISOString().slice(0, 10);
    days.push(byKey.get(key) ?? { key, count: 0, totals: emptyTotals() });
  }
  return days;
}

export const sumOf = (totals: MoneyTotals, fields: readonly MoneyField[]) =>
  round2(fields.reduce((sum, field) => sum + totals[field], 0));
