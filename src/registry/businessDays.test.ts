import { describe, expect, it } from 'vitest';
import { businessDaysWaited, dayNumber, wireMoment } from './businessDays';

// Thailand's Songkran 2026 (Monday 13 to Wednesday 15 April) and a year end, written here.
const SONGKRAN = ['2026-04-13', '2026-04-14', '2026-04-15'];
const YEAR_END = ['2026-12-31', '2027-01-01'];

describe('business days waited, in Bangkok days', () => {
  it('counts the business days after the start day up to today', () => {
    // Monday 9 March 2026 to Thursday 12 March: Tuesday, Wednesday, Thursday.
    expect(businessDaysWaited('2026-03-09T10:00:00', new Date('2026-03-12T09:00:00+07:00'), [])).toBe(3);
  });

  it('is 0 on the day the item started', () => {
    expect(businessDaysWaited('2026-03-18T08:00:00', new Date('2026-03-18T17:00:00+07:00'), [])).toBe(0);
  });

  it('skips a weekend', () => {
    // Friday 13 March to Monday 16 March: only the Monday.
    expect(businessDaysWaited('2026-03-13T16:00:00', new Date('2026-03-16T09:00:00+07:00'), [])).toBe(1);
  });

  it('skips the configured holidays', () => {
    // Friday 10 April to Thursday 16 April 2026, Songkran Monday to Wednesday: only the Thursday.
    expect(businessDaysWaited('2026-04-10T11:00:00', new Date('2026-04-16T10:00:00+07:00'), SONGKRAN)).toBe(
      1,
    );
    expect(businessDaysWaited('2026-04-10T11:00:00', new Date('2026-04-16T10:00:00+07:00'), [])).toBe(4);
  });

  it('crosses a year end', () => {
    // Wednesday 30 December 2026 to Monday 4 January 2027: 31 Dec and 1 Jan off, 2 and 3 Jan a weekend.
    expect(businessDaysWaited('2026-12-30T09:00:00', new Date('2027-01-04T09:00:00+07:00'), YEAR_END)).toBe(
      1,
    );
    // 31 December (a holiday) to Saturday 2 January: nothing has been a business day yet.
    expect(businessDaysWaited('2026-12-31T09:00:00', new Date('2027-01-02T09:00:00+07:00'), YEAR_END)).toBe(
      0,
    );
  });

  it('counts from the next business day when the start is a weekend or a holiday', () => {
    // Saturday 14 March to Tuesday 17 March: Monday and Tuesday.
    expect(businessDaysWaited('2026-03-14T10:00:00', new Date('2026-03-17T10:00:00+07:00'), [])).toBe(2);
    // Tuesday 14 April (Songkran) to Friday 17 April: Thursday and Friday.
    expect(businessDaysWaited('2026-04-14T10:00:00', new Date('2026-04-17T10:00:00+07:00'), SONGKRAN)).toBe(
      2,
    );
  });

  it('takes days in Bangkok, not in UTC', () => {
    // 17:30 UTC on Friday 13 March is already Saturday 00:30 in Bangkok: Monday is its first day.
    expect(businessDaysWaited('2026-03-13T17:30:00Z', new Date('2026-03-16T02:00:00Z'), [])).toBe(1);
    // 16:30 UTC on Monday 16 March is 23:30 in Bangkok, still Monday.
    expect(businessDaysWaited('2026-03-13T20:00:00', new Date('2026-03-16T16:30:00Z'), [])).toBe(1);
    // 17:30 UTC on Monday 16 March is Tuesday in Bangkok.
    expect(businessDaysWaited('2026-03-13T20:00:00', new Date('2026-03-16T17:30:00Z'), [])).toBe(2);
  });

  it('gives no age without a start time, never a made-up one', () => {
    const now = new Date('2026-03-18T10:00:00+07:00');
    expect(businessDaysWaited(undefined, now, [])).toBeUndefined();
    expect(businessDaysWaited(null, now, [])).toBeUndefined();
    expect(businessDaysWaited('', now, [])).toBeUndefined();
    expect(businessDaysWaited('not a time', now, [])).toBeUndefined();
  });

  it('is 0 for a start after now', () => {
    expect(businessDaysWaited('2026-03-20T10:00:00', new Date('2026-03-18T10:00:00+07:00'), [])).toBe(0);
  });
});

describe('wire times and days', () => {
  it('reads a time without a zone as Bangkok time, with one as written', () => {
    expect(wireMoment('2026-03-18T10:30:00')).toBe(Date.parse('2026-03-18T03:30:00Z'));
    expect(wireMoment('2026-03-18 10:30:00')).toBe(Date.parse('2026-03-18T03:30:00Z'));
    expect(wireMoment('2026-03-18T03:30:00Z')).toBe(Date.parse('2026-03-18T03:30:00Z'));
    expect(wireMoment('2026-03-18')).toBe(Date.parse('2026-03-17T17:00:00Z'));
  });

  it('knows a real day from a wrong one', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-30')).toBeUndefined();
    expect(dayNumber('2026-1-5')).toBeUndefined();
  });
});
