import type { Fault } from './faults';
import type { DemoLoad } from './load';

/** What the demo backend offers the page: tests and the fault-injection screen use it. */
export interface DemoControl {
  setFault(fault: Fault): void;
  clearFaults(): void;
  listFaults(): Fault[];
  /** Restores the seed data. */
  reset(): Promise<void>;
  /** Ends every signed-in session, so the next call answers 401. */
  expireSessions(): Promise<void>;
  /**
   * Changes the records of a collection with `value` in `field` as another person at work would:
   * the page's next read sees it. Answers how many were changed.
   */
  changeRecords(
    collection: string,
    field: string,
    value: unknown,
    patch: Record<string, unknown>,
  ): Promise<number>;
  /** Serves more than the seed, or caps list pages (load.ts); `{}` restores the default. */
  setLoad(load: Partial<DemoLoad>): void;
}

/**
 * A tab whose session storage holds this key restores the seed as its demo starts, once: browser
 * tests reuse one signed-in browser context across a file's tests this way.
 */
export const RESET_ON_START_KEY = 'demo.resetOnStart';

declare global {
  interface Window {
    /** Present only in demo mode. */
    __demo?: DemoControl;
  }
}
