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
  else await context.addInitScript(startDateAt, { startMs: start.getTime(), tabStartKey: TAB_START_KEY });
}

/**
 * A tab's own start, over the context's: a page that takes up a session an earlier page signed in
 * starts where that sign-in was, so the session's times are not yet to come (tests/e2e/support.ts).
 */
const TAB_START_KEY = 'test.clockStart';

/** Starts the tab's later pages at `ms` on the fixed clock (the page must be on the site). */
export const startTabAt = (page: Page, ms: number) =>
  page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TAB_START_KEY, String(ms)]);

/** Runs in the page: `Date` as the browser's own, shifted to start at `startMs` (or the tab's own). */
function startDateAt({ startMs, tabStartKey }: { startMs: number; tabStartKey: string }) {
  const BrowserDate = Date;
  let tabStart = NaN;
  try {
    tabStart = Number(sessionStorage.getItem(tabStartKey) ?? NaN);
  } catch {
    // A page without an origin of its own (about:blank) has no session storage.
  }
  const offset = (Number.isNaN(tabStart) ? startMs : tabStart) - BrowserDate.now();
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
