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
}

/** Restores the seed once as the tab's demo starts, so browser tests can reuse one signed-in context. */
export const RESET_ON_START_KEY = 'demo.resetOnStart';

declare global {
  interface Window {
    __demo?: DemoControl;
  }
}
