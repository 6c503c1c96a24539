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

/**
 * Installs the fixed clock on a context before its first page loads (every page of it shares it).
 * A page's `Date` starts at `start` and runs on with the real timers. A test that moves time
 * forward asks for a `movable` clock: Playwright's page.clock, which also runs every timer and frame
 * of the page through a loop of its own (a tenth slower on the whole suite, and late in a tab in
 * the background), so only the tests that fast-forward pay for it.
 */
export async function installClock(context: BrowserContext, start: Date = DEMO_CLOCK, movable = false) {
  if (movable) await context.clock.install({ time: start });
  else await context.addInitScript(startDateAt, start.getTime());
}

/** Runs in the page: `Date` as the browser's own, shifted to start at `startMs`. */
function startDateAt(startMs: number) {
  const BrowserDate = Date;
  const offset = startMs - BrowserDate.now();
  const now = () => BrowserDate.now() + offset;
  const AnyDate = BrowserDate as unknown as new (...args: unknown[]) => Date;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    // Called without `new`, Date gives the time as text.
    if (!new.target) return new BrowserDate(now()).toString();
    return args.length === 0 ? new BrowserDate(now()) : new AnyDate(...args);
  }
  ShiftedDate.prototype = BrowserDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = BrowserDate.parse;
  ShiftedDate.UTC = BrowserDate.UTC;
  (window as unknown as { Date: unknown }).Date = ShiftedDate;
}

/** The page's own now (the fixed clock as it has run on), in milliseconds. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());
