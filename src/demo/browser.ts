import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../config/config';
import { FaultRegistry, type Fault } from './faults';
import { createHandlers } from './handlers';
import { idbPersistence } from './idbPersistence';
import { DemoStore } from './store';

/** What the demo backend offers the page: tests and the diagnostics screen use it. */
export interface DemoControl {
  setFault(fault: Fault): void;
  clearFaults(): void;
  listFaults(): Fault[];
  /** Restores the seed data. */
  reset(): Promise<void>;
  /** Ends every signed-in session, so the next call answers 401. */
  expireSessions(): void;
}

declare global {
  interface Window {
    __demo?: DemoControl;
  }
}

/** Starts the fake backend in the page (only ever imported when config.demo is true). */
export async function startDemoBackend(config: AppConfig): Promise<DemoControl> {
  const store = await DemoStore.open(idbPersistence);
  const faults = new FaultRegistry();
  const worker = setupWorker(...createHandlers(config, store, faults, window.location.origin));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const control: DemoControl = {
    setFault: (fault) => faults.set(fault),
    clearFaults: () => faults.clear(),
    listFaults: () => faults.list(),
    reset: () => store.reset(),
    expireSessions: () =>
      store.change((data) => {
        data.sessions = {};
      }),
  };
  window.__demo = control;
  return control;
}
