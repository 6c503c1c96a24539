import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../config/config';
import type { DemoControl } from './control';
import { FaultRegistry } from './faults';
import { createHandlers } from './handlers';
import { idbPersistence } from './idbPersistence';
import { DemoStore } from './store';

/** Starts the fake backend in the page (only ever imported when config.demo is true). */
export async function startDemoBackend(config: AppConfig): Promise<DemoControl> {
  const store = await DemoStore.open(idbPersistence);
  const faults = new FaultRegistry(sessionStorage);
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
    expireSessions: async () => {
      store.change((data) => {
        data.sessions = {};
      });
      await store.flush();
    },
  };
  window.__demo = control;
  return control;
}
