import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_CLOCK } from '../support/fixedClock';

/*
 * The one place browser tests read a clock. Every page runs on a fixed clock installed before the
 * app loads (newPage), the clock the demo seeds its orders, transactions and adverts from: "this
 * month", "today" and the 30-day views are then the same on any day the suite runs. A unit test
 * (tests/unit/e2eClock.test.ts) refuses `new Date()` and `Date.now()` in browser tests elsewhere.
 */

/** The pages' clock starts here and runs on from it: the moment Node's clock starts at in unit tests. */
export { DEMO_CLOCK };

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
 * A tab's `Date` starts at `start` and runs on with the real timers, across its page loads. A test that moves time
 * forward asks for a `movable` clock: Playwright's page.clock, which also runs every timer and frame
 * of the page through a loop of its own (a tenth slower on the whole suite, and late in a tab in
 * the background), so only the tests that fast-forward pay for it.
 */
export async function installClock(context: BrowserContext, start: Date = DEMO_CLOCK, movable = false) {
  if (movable) await context.clock.install({ time: start });
  else await context.addInitScript(startDateAt, { startMs: start.getTime(), tabOffsetKey: TAB_OFFSET_KEY });
}

/**
 * The tab's clock, kept across its page loads: how far the fixed clock is from the browser's. A page
 * load starts where the last one left off, as a real clock does: restarted at each load, a password
 * checked before a load lay in the future after it, and sudo mode asked for it again (a role change
 * right after `page.goto` then waited for a call that never came). The app's own clearing of the
 * tab's storage (a signed-out start, signing out) leaves it: only a test's new page starts it again.
 */
export const TAB_OFFSET_KEY = 'test.clockOffset';

/**
 * Moves the tab's clock to `ms` (the page must be on the site): a page that takes up a session an
 * earlier page signed in goes on from that sign-in, so the session's times are not yet to come
 * (tests/e2e/support.ts).
 */
export const startTabAt = (page: Page, ms: number) =>
  page.evaluate(
    ([key, value]) =>
      sessionStorage.setItem(key, String(Number(value) - (performance.timeOrigin + performance.now()))),
    [TAB_OFFSET_KEY, String(ms)],
  );

/** Runs in the page: `Date` as the browser's own, shifted to the tab's clock (from `startMs` at first). */
function startDateAt({ startMs, tabOffsetKey }: { startMs: number; tabOffsetKey: string }) {
  const BrowserDate = Date;
  let offset = startMs - BrowserDate.now();
  try {
    const kept = Number(sessionStorage.getItem(tabOffsetKey) ?? NaN);
    if (Number.isNaN(kept)) sessionStorage.setItem(tabOffsetKey, String(offset));
    else offset = kept;
  } catch {
    // A page without an origin of its own (about:blank) has no session storage.
  }
  const clear = Storage.prototype.clear;
  // Only session storage holds the key.
  Storage.prototype.clear = function clearAllButTheClock(this: Storage) {
    const kept = this.getItem(tabOffsetKey);
    clear.call(this);
    if (kept !== null) this.setItem(tabOffsetKey, kept);
  };
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
