import dayjs from 'dayjs';

/** The quick ranges of a list's date filter. */
export const QUICK_RANGES = ['today', 'last_7_days', 'this_month'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DayRange {
  /** `YYYY-MM-DD`, both ends included. */
  start: string;
  end: string;
}

const DAY = 'YYYY-MM-DD';

/** A quick range as dates, from the given day (today, in the browser's time). */
export function quickRange(range: QuickRange, today: Date = new Date()): DayRange {
  const day = dayjs(today).startOf('day');
  switch (range) {
    case 'today':
      return { start: day.format(DAY), end: day.format(DAY) };
    case 'last_7_days':
      return { start: day.subtract(6, 'day').format(DAY), end: day.format(DAY) };
    case 'this_month':
      return { start: day.startOf('month').format(DAY), end: day.format(DAY) };
  }
}

/** The quick range that the filter's dates are, if any (to show which is chosen). */
export function rangeShown(start: unknown, end: unknown, today: Date = new Date()): QuickRange | undefined {
  return QUICK_RANGES.find((range) => {
    const days = quickRange(range, today);
    return days.start === start && days.end === end;
  });
}

/** A date range that ends before it starts cannot be asked. */
export const rangeProblem = (start: unknown, end: unknown): string | undefined =>
  typeof start === 'string' && typeof end === 'string' && start && end && start > end
    ? 'app.date_range.start_after_end'
    : undefined;
