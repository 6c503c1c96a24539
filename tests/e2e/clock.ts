import type { BrowserContext, Page } from 'playwright-core';

/*
 * The one place browser tests read a clock. Every page runs on a fixed clock installed before the
 * app loads (newPage), the clock the demo seeds its orders, transactions and adverts from: "this
 * month", "today" and the 30-day views are then the same on any day the suite runs. A unit test
 * (tests/unit/e2eClock.test.ts) refuses `new Date()` and `Date.now()` in browser tests elsewhere.
 */

/** The pages' clock starts here and runs on from it: a Wednesday morning in Bangkok. */
export const DEMO_CLOCK = new Date('2026-03-18T10:30:00+07:00');

/** The demo clock's day in Bangkok (the pages' zone), as the wire writes days. */
export const DEMO_TODAY = '2026-03-18';

/** A wire day `days` after (or before) `day`, counted on the calendar (no zone involved). */
export function dayAfter(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Installs the fixed clock on a context before its first page loads (every page of it shares it). */
export const installClock = (context: BrowserContext, start: Date = DEMO_CLOCK) =>
  context.clock.install({ time: start });

/** The page's own now (the fixed clock as it has run on), in milliseconds. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());
