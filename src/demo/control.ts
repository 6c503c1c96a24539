import type { Fault } from './faults';

/** What the demo backend offers the page: tests and the fault-injection screen use it. */
export interface DemoControl {
  setFault(fault: Fault): void;
  clearFaults(): void;
  listFaults(): Fault[];
  /** Restores the seed data. */
  reset(): Promise<void>;
  /** Ends every signed-in session, so the next call answers 401. */
  expireSessions(): Promise<void>;
}

declare global {
  interface Window {
    /** Present only in demo mode. */
    __demo?: DemoControl;
  }
}
