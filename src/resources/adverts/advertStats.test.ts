import { describe, expect, it } from 'vitest';
import { advertStats, daysBetween } from './advertStats';

const visit = (TypeApp: string, TypeAdv: string, createdAt: string) => ({ TypeApp, TypeAdv, createdAt });

describe('the days of a range', () => {
  it('are every calendar day, both ends included, across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysBetween('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });

  it('are none for a reversed or malformed range', () => {
    expect(daysBetween('2026-11-03', '2026-11-02')).toEqual([]);
    expect(daysBetween('', '2026-11-02')).toEqual([]);
  });
});

describe('the advert dashboard’s figures', () => {
  const logs = [
    visit('GC', 'POSTER', '2026-11-01T08:00:00'),
    visit('GC', 'POSTER', '2026-11-01T21:59:59'),
    visit('WS', 'LINE', '2026-11-01T12:00:00'),
    visit('GC', 'LINE', '2026-11-03T00:00:00'),
    visit('WS', 'POSTER', '2026-11-03T23:59:59'),
    visit('GC', 'FACEBOOK', '2026-11-03T10:00:00'),
    // outside the range: left out
    visit('GC', 'POSTER', '2026-10-31T23:59:59'),
    visit('WS', 'POSTER', '2026-11-04T00:00:00'),
  ];

  it('count visits by app and by day, with the days without a visit as zeros', () => {
    const stats = advertStats(logs, '2026-11-01', '2026-11-03');
    expect(stats.total).toBe(6);
    expect(stats.apps).toEqual(['GC', 'WS']);
    expect(stats.perApp).toEqual({ GC: 4, WS: 2 });
    expect(stats.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(stats.perDay).toEqual({ GC: [2, 0, 2], WS: [1, 0, 1] });
  });

  it('count advert types, most first, ties by code, with their share and apps', () => {
    const { perType } = advertStats(logs, '2026-11-01', '2026-11-03');
    expect(perType).toEqual([
      { type: 'POSTER', count: 3, share: 0.5, perApp: { GC: 2, WS: 1 } },
      { type: 'LINE', count: 2, share: 2 / 6, perApp: { GC: 1, WS: 1 } },
      { type: 'FACEBOOK', count: 1, share: 1 / 6, perApp: { GC: 1, WS: 0 } },
    ]);
  });

  it('keep an app with no visit, and add one the logs name that was not asked for', () => {
    const stats = advertStats([visit('XX', 'E2E', '2026-11-02T09:00:00')], '2026-11-01', '2026-11-02', [
      'GC',
    ]);
    expect(stats.apps).toEqual(['GC', 'XX']);
    expect(stats.perApp).toEqual({ GC: 0, XX: 1 });
    expect(stats.perDay).toEqual({ GC: [0, 0], XX: [0, 1] });
    expect(stats.perType).toEqual([{ type: 'E2E', count: 1, share: 1, perApp: { GC: 0, XX: 1 } }]);
  });

  it('are zeros for a range without a visit', () => {
    const stats = advertStats(logs, '2026-12-01', '2026-12-02');
    expect(stats.total).toBe(0);
    expect(stats.perApp).toEqual({ GC: 0, WS: 0 });
    expect(stats.perType).toEqual([]);
  });
});
