import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../src/providers/dataEngine';

describe('a filter value against a record value', () => {
  it('matches equal values, text anywhere ignoring case, and the ends of a date range', () => {
    expect(matchesFilter(3, '3', 'equals')).toBe(true);
    expect(matchesFilter('ร้านป้าแดง', 'ป้า', 'contains')).toBe(true);
    expect(matchesFilter('Big C', ' big ', 'contains')).toBe(true);
    expect(matchesFilter('2026-11-01', '2026-11-01', 'from')).toBe(true);
    expect(matchesFilter('2026-10-31T23:59:59', '2026-11-01', 'from')).toBe(false);
    expect(matchesFilter('2026-11-30T23:59:59', '2026-11-30', 'to')).toBe(true);
    expect(matchesFilter('2026-12-01', '2026-11-30', 'to')).toBe(false);
    expect(matchesFilter(null, '2026-11-30', 'to')).toBe(false);
  });
});
