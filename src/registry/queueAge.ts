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

/** One waiting code's answer as the count reads it. */
export interface QueueAnswer {
  data: readonly Record<string, unknown>[];
  total?: number;
}

/**
 * How long the oldest waiting record has waited, in business days. `exact`: it is the oldest of
 * the queue; otherwise `days` is the oldest of the rows read (some have no start time, or the
 * service could not sort and not all were read), so the queue's oldest is at least that.
 * Undefined days: no row read has a start time (or nothing waits).
 */
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

/** What a queue's colour says: within its limits, past `warnAfterDays`, past `lateAfterDays`. */
export type QueueLevel = 'ok' | 'warn' | 'late';

/**
 * The colour of a queue's count: "past" a limit is more business days than it. Undefined with no
 * limit set, no age known, or an age known only as "at least" that does not settle it.
 */
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

/**
 * What a queue's count says to a screen reader and in its tooltip: how many wait, how many of them
 * wait for a second person (`secondStep`: verified, to approve; the others are to verify or to
 * decide), how long the oldest has, and what its colour means in words.
 */
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

/** The list a queue's count opens: filtered as counted, the oldest first where the service sorts. */
export function queueListLink(
  { resource, since, sinceSorted }: Pick<QueueDeclaration, 'since' | 'sinceSorted'> & { resource: string },
  filter: Record<string, unknown>,
): string {
  const link = filteredListLink(resource, filter);
  if (!sinceSorted) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${new URLSearchParams({ sort: since, order: 'ASC' })}`;
}

/**
 * How long a record has waited, in business days: null when it does not wait (its status is not
 * one of the waiting codes), undefined when it has no start time (shown "—", never a made-up age).
 */
export function recordWaited(
  record: Record<string, unknown> | undefined,
  { since, field, codes }: { since: string; field: string; codes: readonly string[] },
  now: Date | number,
  holidays: readonly string[],
): number | null | undefined {
  if (!record || !codes.includes(String(record[field]))) return null;
  return businessDaysWaited(record[since], now, holidays);
}
