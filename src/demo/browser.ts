import { setupWorker } from 'msw/browser';
import type { AppConfig } from '../config/config';
import type { Registry } from '../registry/registry';
import { createHandlers, loadDemos, openStore } from './backend';
import { dispatchTo } from './dispatch';
import { RESET_ON_START_KEY, type DemoControl } from './control';
import { FaultRegistry } from './faults';
import { idbPersistence } from './idbPersistence';
import { DemoLoadSettings } from './load';

/** Starts the fake backend in the page (only ever imported when config.demo is true). */
export async function startDemoBackend(
  config: AppConfig,
  registry: Pick<Registry, 'definitions'>,
): Promise<DemoControl> {
  const seedVersion = typeof __DEMO_SEED_VERSION__ === 'string' ? __DEMO_SEED_VERSION__ : undefined;
  const faults = new FaultRegistry(sessionStorage);
  const load = new DemoLoadSettings(sessionStorage);
  const backend = (async () => {
    const demos = await loadDemos(registry);
    const store = await openStore(idbPersistence, demos, seedVersion);
    if (sessionStorage.getItem(RESET_ON_START_KEY) !== null) {
      sessionStorage.removeItem(RESET_ON_START_KEY);
      await store.reset();
    }
    return { store, handlers: createHandlers(config, store, faults, window.location.origin, demos, load) };
  })();
  // The service worker registers while the store opens (both wait on other threads more than on
  // this one); a request that arrives first waits for the handlers.
  const worker = setupWorker(
    dispatchTo(
      backend.then(({ handlers }) => handlers),
      { afterWrite: () => backend.then(({ store }) => store.settle()) },
    ),
  );
  const [{ store }] = await Promise.all([
    backend,
    worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}demoServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ]);
  const control: DemoControl = {
    setFault: (fault) => faults.set(fault),
    clearFaults: () => faults.clear(),
    listFaults: () => faults.list(),
    setLoad: (value) => load.set(value),
    reset: () => store.reset(),
    changeRecords: async (collection, field, value, patch) => {
      const rows = store.collection(collection).filter((row) => String(row[field]) === String(value));
      store.change(() => rows.forEach((row) => Object.assign(row, patch)));
      await store.flush();
      return rows.length;
    },
    expireSessions: async () => {
      store.change((data) => {
        data.sessions = {};
      });
      await store.flush();
    },
  };
  window.__demo = control;
  // A write is kept before it is answered (afterWrite); other changes (a session's sign-in
  // details, collections seeded on reading) 50 ms after they are made, or as the page goes.
  window.addEventListener('pagehide', () => void store.flush());
  return control;
}
