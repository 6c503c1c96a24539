import dayjs from 'dayjs';

/** The quick ranges of a list's date filter. */
export const QUICK_RANGES = ['today', 'last_7_days', 'this_month'] as const;

/** The quick ranges of a trend (a chart over days): a week, a month and a quarter back. */
export const TREND_RANGES = ['last_7_days', 'last_30_days', 'last_90_days'] as const;

export type QuickRange = (typeof QUICK_RANGES)[number] | (typeof TREND_RANGES)[number];

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
    case 'last_30_days':
      return { start: day.subtract(29, 'day').format(DAY), end: day.format(DAY) };
    case 'last_90_days':
      return { start: day.subtract(89, 'day').format(DAY), end: day.format(DAY) };
  }
}

/** The quick range (of `ranges`) that the filter's dates are, if any (to show which is chosen). */
export function rangeShown(
  start: unknown,
  end: unknown,
  today: Date = new Date(),
  ranges: readonly QuickRange[] = QUICK_RANGES,
): QuickRange | undefined {
  return ranges.find((range) => {
    const days = quickRange(range, today);
    return days.start === start && days.end === end;
  });
}

/** A date range that ends before it starts cannot be asked. */
export const rangeProblem = (start: unknown, end: unknown): string | undefined =>
  typeof start === 'string' && typeof end === 'string' && start && end && start > end
    ? 'app.date_range.start_after_end'
    : undefined;
