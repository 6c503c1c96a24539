import { getResponse } from 'msw';
import { shellDefinitions } from '../src/App';
import { parseConfig } from '../src/config/parse';
import { createHandlers, loadDemos, openStore } from '../src/demo/backend';
import { dispatchTo } from '../src/demo/dispatch';
import { FaultRegistry } from '../src/demo/faults';
import { DemoLoadSettings } from '../src/demo/load';
import { memoryPersistence } from '../src/demo/store';
import { buildRegistry } from '../src/registry/registry';
import { resources } from '../src/resources';

/**
 * The demo backend as a real HTTP backend for the app with its demo off (the benchmark's "demo
 * off" runs): the same handlers and seed, answering on the app's origin with the shipped
 * config.json's service paths, so the app downloads no demo code and makes real requests. Its
 * `load` serves more than the seed on demand (src/demo/load.ts; the export step of the bench).
 */
export async function createDemoApi(rawConfig: unknown, origin: string) {
  const config = parseConfig(rawConfig);
  const registry = buildRegistry([...shellDefinitions, ...resources]);
  const demos = await loadDemos(registry);
  const store = await openStore(memoryPersistence(), demos);
  const load = new DemoLoadSettings();
  const dispatcher = dispatchTo(createHandlers(config, store, new FaultRegistry(), origin, demos, load));
  return Object.assign((request: Request) => getResponse([dispatcher], request), { load });
}
