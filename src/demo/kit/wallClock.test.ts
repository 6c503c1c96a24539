import { describe, expect, it } from 'vitest';
import { DAY, parseWire, startOfWeek, wallTime, weekday, wireDay, wireTime } from './wallClock';

describe('the wall clock of the demo seeds', () => {
  it('writes moments as the services do, the same as the Date API would', () => {
    for (const text of [
      '1970-01-01T00:00:00',
      '2024-02-29T23:59:59',
      '2026-11-23T08:05:09',
      '2000-03-01T12:00:00',
    ]) {
      expect(wireTime(parseWire(text))).toBe(text);
      expect(wireDay(parseWire(text))).toBe(text.slice(0, 10));
    }
    // every day of four years, leap day included, against the platform's own calendar
    const start = parseWire('2023-01-01');
    for (let day = 0; day < 4 * 366; day += 1)
      expect(wireDay(start + day * DAY)).toBe(new Date(start + day * DAY).toISOString().slice(0, 10));
  });

  it('reads the local clock and finds the Monday of a week', () => {
    const moment = new Date(2026, 10, 23, 9, 30, 15);
    expect(wireTime(wallTime(moment))).toBe('2026-11-23T09:30:15');
    expect(weekday(parseWire('2026-11-23'))).toBe(1);
    expect(wireDay(startOfWeek(parseWire('2026-11-29T22:00:00')))).toBe('2026-11-23');
    expect(wireDay(startOfWeek(parseWire('2026-11-23T00:00:00')))).toBe('2026-11-23');
  });
});
