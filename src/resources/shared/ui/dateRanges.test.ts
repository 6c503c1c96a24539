import { describe, expect, it } from 'vitest';
import { quickRange, rangeProblem, rangeShown, TREND_RANGES } from './dateRanges';

describe('the quick date ranges of the lists', () => {
  const wednesday = new Date(2026, 10, 4, 15, 30);

  it('are today, the last seven days with today, and this month so far', () => {
    expect(quickRange('today', wednesday)).toEqual({ start: '2026-11-04', end: '2026-11-04' });
    expect(quickRange('last_7_days', wednesday)).toEqual({ start: '2026-10-29', end: '2026-11-04' });
    expect(quickRange('this_month', wednesday)).toEqual({ start: '2026-11-01', end: '2026-11-04' });
  });

  it('for a trend, are the last 30 and 90 days with today', () => {
    expect(quickRange('last_30_days', wednesday)).toEqual({ start: '2026-10-06', end: '2026-11-04' });
    expect(quickRange('last_90_days', wednesday)).toEqual({ start: '2026-08-07', end: '2026-11-04' });
    expect(rangeShown('2026-10-06', '2026-11-04', wednesday, TREND_RANGES)).toBe('last_30_days');
    // a list's buttons do not offer it
    expect(rangeShown('2026-10-06', '2026-11-04', wednesday)).toBeUndefined();
  });

  it('tell which quick range a filter is, and none for other dates', () => {
    expect(rangeShown('2026-10-29', '2026-11-04', wednesday)).toBe('last_7_days');
    expect(rangeShown('2026-11-01', '2026-11-04', wednesday)).toBe('this_month');
    expect(rangeShown('2026-10-01', '2026-11-04', wednesday)).toBeUndefined();
    expect(rangeShown(undefined, undefined, wednesday)).toBeUndefined();
  });

  it('refuse a range that ends before it starts', () => {
    expect(rangeProblem('2026-11-05', '2026-11-04')).toBe('app.date_range.start_after_end');
    expect(rangeProblem('2026-11-04', '2026-11-04')).toBeUndefined();
    expect(rangeProblem('2026-11-04', undefined)).toBeUndefined();
  });
});
