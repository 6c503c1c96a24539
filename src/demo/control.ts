import type { Fault } from './faults';
import type { DemoLoad } from './load';

/** What the demo backend offers the page: tests and the fault-injection screen use it. */
export interface DemoControl {
  setFault(fault: Fault): void;
  clearFaults(): void;
  listFaults(): Fault[];
  reset(): Promise<void>;
  /** Ends every signed-in session, so the next call answers 401. */
  expireSessions(): Promise<void>;
  /** Changes records as another person at work would; answers how many. */
  changeRecords(
    collection: string,
    field: string,
    value: unknown,
    patch: Record<string, unknown>,
  ): Promise<number>;
  /** Serves more than the seed, or caps list pages (load.ts); `{}` restores the default. */
  setLoad(load: Partial<DemoLoad>): void;
  /**
   * Starts the app again at the address now, as a page load would but without loading its code
   * again: browser tests start each test so (docs/performance.md, "Browser test time"). Set by
   * the app once it is drawn. `prepare` runs between the stop and the start (nothing of the app is
   * drawn then). False when only a page load starts it clean (a question left open).
   */
  restartApp?: (prepare: () => Promise<void>) => Promise<boolean>;
}

/** Restores the seed once as the tab's demo starts, so browser tests can reuse one signed-in context. */
export const RESET_ON_START_KEY = 'demo.resetOnStart';

declare global {
  interface Window {
    __demo?: DemoControl;
  }
}
