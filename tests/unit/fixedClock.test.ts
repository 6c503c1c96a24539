import { describe, expect, it } from 'vitest';
import { DEMO_CLOCK } from '../support/fixedClock';

const HOUR_MS = 3_600_000;

describe("the unit tests' clock", () => {
  it('starts at the demo moment and runs on, whatever the date (vitest.config.ts)', () => {
    const nowMs = Date.now();
    const sinceStart = nowMs - DEMO_CLOCK.getTime();
    // The worker's clock started at the demo moment; the run takes minutes, not hours.
    expect(sinceStart).toBeGreaterThanOrEqual(0);
    expect(sinceStart).toBeLessThan(6 * HOUR_MS);
    expect(Math.abs(new Date().getTime() - nowMs)).toBeLessThan(HOUR_MS);
    expect(Date().slice(0, 15)).toBe(new Date().toString().slice(0, 15));
  });

  it('leaves every other use of Date as it was', () => {
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2026-03-18T03:30:00Z').getTime()).toBe(DEMO_CLOCK.getTime());
    expect(new Date(2026, 2, 18)).toBeInstanceOf(Date);
    expect(Date.UTC(2026, 2, 18)).toBe(Date.parse('2026-03-18T00:00:00Z'));
    class Later extends Date {}
    expect(new Later(5).getTime()).toBe(5);
  });
});
