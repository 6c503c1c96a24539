// Business days as Thai staff count them (docs/decisions.md, "Queue ageing in business days").

const DAY_MS = 86_400_000;
// Thailand keeps UTC+7 all year (no summer time), so a Bangkok day is a fixed shift of UTC.
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Without a zone, Bangkok wall time, as the services write their times (docs/api.md, "Queue ageing"). */
export function wireMoment(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const zoned = HAS_ZONE.test(text)
    ? text
    : DAY_ONLY.test(text)
      ? `${text}T00:00:00+07:00`
      : `${text.replace(' ', 'T')}+07:00`;
  const moment = Date.parse(zoned);
  return Number.isNaN(moment) ? undefined : moment;
}

const bangkokDay = (moment: number) => Math.floor((moment + BANGKOK_OFFSET_MS) / DAY_MS);

export function dayNumber(day: string): number | undefined {
  if (!DAY_ONLY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const moment = Date.UTC(year, month - 1, date);
  // 2026-02-30 would roll over into March: not a day.
  return new Date(moment).toISOString().slice(0, 10) === day ? moment / DAY_MS : undefined;
}

// 1970-01-01 was a Thursday (day 4 of the week, Sunday 0).
const isWeekend = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

/** Started on Friday, read on Monday: 1; an age is never made up (undefined without a start). */
export function businessDaysWaited(
  start: unknown,
  now: Date | number,
  holidays: readonly string[],
): number | undefined {
  const from = wireMoment(start);
  const to = typeof now === 'number' ? now : now.getTime();
  if (from === undefined || Number.isNaN(to)) return undefined;
  const off = new Set(holidays.map(dayNumber).filter((day): day is number => day !== undefined));
  const last = bangkokDay(to);
  let days = 0;
  for (let day = bangkokDay(from) + 1; day <= last; day++) if (!isWeekend(day) && !off.has(day)) days++;
  return days;
}
