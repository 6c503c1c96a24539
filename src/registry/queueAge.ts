import type { QueueLimits } from '../config/config';
import { businessDaysWaited } from './businessDays';
import { filteredListLink } from './queues';
import type { QueueDeclaration } from './definition';
import { QUEUE_AGE_PAGE } from '../providers/paging';

/** The page a queue's count asks for, per waiting code: its oldest first, or a page to search. */
export const queueRead = ({ since, sinceSorted }: Pick<QueueDeclaration, 'since' | 'sinceSorted'>) => ({
  sort: { field: since, order: 'ASC' as const },
  perPage: sinceSorted ? 1 : QUEUE_AGE_PAGE,
});

export interface QueueAnswer {
  data: readonly Record<string, unknown>[];
  total?: number;
}

/** In business days; not `exact`, the queue's oldest has waited at least that (docs/decisions.md, "Queue ageing in business days"). */
export function oldestWaited(
  answers: readonly QueueAnswer[],
  { since, sinceSorted }: Pick<QueueDeclaration, 'since' | 'sinceSorted'>,
  now: Date | number,
  holidays: readonly string[],
): { days?: number; exact: boolean } {
  let days: number | undefined;
  let exact = true;
  for (const { data, total } of answers) {
    const allRead = typeof total === 'number' && data.length >= total;
    if (!sinceSorted && !allRead) exact = false;
    for (const row of data) {
      const age = businessDaysWaited(row[since], now, holidays);
      if (age === undefined) exact = false;
      else days = Math.max(days ?? 0, age);
    }
  }
  return days === undefined ? { exact } : { days, exact };
}

export type QueueLevel = 'ok' | 'warn' | 'late';

/** "Past" a limit is more business days than it. */
export function queueLevel(
  { days, exact }: { days?: number; exact: boolean },
  { warnAfterDays, lateAfterDays }: QueueLimits,
): QueueLevel | undefined {
  if (days === undefined || (warnAfterDays === undefined && lateAfterDays === undefined)) return undefined;
  if (lateAfterDays !== undefined && days > lateAfterDays) return 'late';
  // An older record may be among those not read: amber could still be red.
  if (!exact)
    return lateAfterDays === undefined && warnAfterDays !== undefined && days > warnAfterDays
      ? 'warn'
      : undefined;
  if (warnAfterDays !== undefined && days > warnAfterDays) return 'warn';
  return 'ok';
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A colour alone tells a screen reader nothing: its meaning is said in words. */
export function queueLabel(
  translate: Translate,
  title: string,
  total: number,
  age: { days?: number; exact: boolean },
  level: QueueLevel | undefined,
  secondStep?: number,
): string {
  if (total === 0) return translate('app.queue.none', { title });
  const counted =
    age.days === undefined
      ? translate('app.queue.count', { title, count: total })
      : translate(age.exact ? 'app.queue.count_aged' : 'app.queue.count_aged_at_least', {
          title,
          count: total,
          age: translate('app.ageing.days', { smart_count: age.days }),
        });
  const split =
    secondStep === undefined
      ? counted
      : `${counted} (${translate('app.queue.second_step', { first: total - secondStep, count: secondStep })})`;
  return level ? `${split}: ${translate(`app.queue.level_${level}`)}` : split;
}

export function queueListLink(
  { resource, since, sinceSorted }: Pick<QueueDeclaration, 'since' | 'sinceSorted'> & { resource: string },
  filter: Record<string, unknown>,
): string {
  const link = filteredListLink(resource, filter);
  if (!sinceSorted) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${new URLSearchParams({ sort: since, order: 'ASC' })}`;
}

/** Null when it does not wait; undefined without a start time (shown "—", never a made-up age). */
export function recordWaited(
  record: Record<string, unknown> | undefined,
  { since, field, codes }: { since: string; field: string; codes: readonly string[] },
  now: Date | number,
  holidays: readonly string[],
): number | null | undefined {
  if (!record || !codes.includes(String(record[field]))) return null;
  return businessDaysWaited(record[since], now, holidays);
}
