import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../config/config';
import type { Registry } from '../registry/registry';
import { createHandlers, loadDemos, openStore } from './backend';
import type { DemoControl } from './control';
import { FaultRegistry } from './faults';
import { idbPersistence } from './idbPersistence';

/** Starts the fake backend in the page (only ever imported when config.demo is true). */
export async function startDemoBackend(
  config: AppConfig,
  registry: Pick<Registry, 'definitions'>,
): Promise<DemoControl> {
  const demos = await loadDemos(registry);
  const seedVersion = typeof __DEMO_SEED_VERSION__ === 'string' ? __DEMO_SEED_VERSION__ : undefined;
  const store = await openStore(idbPersistence, demos, seedVersion);
  const faults = new FaultRegistry(sessionStorage);
  const worker = setupWorker(...createHandlers(config, store, faults, window.location.origin, demos));
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
