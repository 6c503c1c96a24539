import { describe, expect, it } from 'vitest';
import {
  applyListParams,
  filterSpec,
  matchesFilter,
  recordMatchesFilter,
} from '../../src/providers/dataEngine';

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

describe('a filter that reads one value against several fields (a partner by id or name)', () => {
  const partner = filterSpec('partner', {
    param: 'partner',
    field: 'partnerName',
    match: 'contains',
    orMatches: [{ field: 'partnerId' }],
  });
  const entry = { partnerId: 12, partnerName: 'ร้านสมใจค้าส่ง' };

  it('passes a record whose name holds the text, or whose id is the text', () => {
    expect(recordMatchesFilter(entry, partner, 'สมใจ')).toBe(true);
    expect(recordMatchesFilter(entry, partner, '12')).toBe(true);
  });

  it('does not read the id as text to search in, and passes no record that names no partner', () => {
    expect(recordMatchesFilter(entry, partner, '1')).toBe(false);
    expect(recordMatchesFilter({ detail: 'เข้าสู่ระบบ' }, partner, 'สมใจ')).toBe(false);
  });

  it('filters a whole list the same way in the app', () => {
    const rows = [entry, { partnerId: 3, partnerName: 'ร้านป้าแดง' }, { detail: 'เข้าสู่ระบบ' }];
    const page = applyListParams(rows, { filter: { partner: '3' } }, { partner });
    expect(page.data).toEqual([{ partnerId: 3, partnerName: 'ร้านป้าแดง' }]);
  });
});
