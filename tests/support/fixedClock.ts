/*
 * The one moment every test starts its clock at: the pages' (tests/e2e/clock.ts) and Node's, for
 * the unit and integration tests (`startNodeClockAt`, the projects' setup file). The demo seeds its
 * orders, transactions and adverts from the clock, so "this week" and "today" are the same on any
 * day the suite runs. A test about another moment moves the clock itself (`vi.setSystemTime`).
 */

/** A Wednesday morning in Bangkok. */
export const DEMO_CLOCK = new Date('2026-03-18T10:30:00+07:00');

const STARTED = Symbol.for('tests.fixedClock');

/**
 * Node's `Date` as its own, shifted to start at `start` and run on from there: only the real now is
 * moved (`new Date()`, `Date()`, `Date.now()`), every other use of `Date` is untouched. Installed
 * once per worker: the files that share it find it started.
 */
export function startNodeClockAt(start: Date = DEMO_CLOCK) {
  const RealDate = globalThis.Date;
  if (STARTED in RealDate) return;
  const offset = start.getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    // Called without `new`, Date gives the time as text.
    apply: () => new RealDate(now()).toString(),
    has: (target, key) => key === STARTED || Reflect.has(target, key),
    get: (target, key, receiver) => (key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown)),
  });
}
