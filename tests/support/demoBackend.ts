import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/api/httpClient';
import { clearStorage, readToken } from '../../src/api/session';
import { QueryClient } from '@tanstack/react-query';
import { shellDefinitions } from '../../src/App';
import { createMenuTreeLoader } from '../../src/api/menuTree';
import { parseConfig } from '../../src/config/parse';
import { createHandlers, loadDemos, openStore } from '../../src/demo/backend';
import { dispatchTo } from '../../src/demo/dispatch';
import { FaultRegistry } from '../../src/demo/faults';
import { DemoLoadSettings } from '../../src/demo/load';
import { memoryPersistence } from '../../src/demo/store';
import type { ActionRights } from '../../src/registry/rights';
import { createAppAuthProvider } from '../../src/startup/accessCache';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { buildRegistry } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { installMemoryStorage } from './memoryStorage';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export const TEST_ORIGIN = 'http://127.0.0.1:4010';
export const TEST_API_KEY = 'test-api-key';

/**
 * The app's registry and every resource's demo, with what their seeds read loaded up front: tests
 * read collections straight from the store, and call handlers without the dispatcher that would
 * load it before their requests.
 */
export async function preparedDemos() {
  const registry = buildRegistry([...shellDefinitions, ...resources]);
  const demos = await loadDemos(registry);
  await Promise.all(demos.map(({ demo }) => demo.prepare?.()));
  return { registry, demos };
}

/**
 * The app's real providers against the demo backend's handlers (msw/node), with every request
 * recorded so tests can check method, path, query, body and headers.
 */
export async function startDemoBackend() {
  installMemoryStorage();
  const config = parseConfig({ demo: true, apiKey: TEST_API_KEY, apiKeyHeader: 'x-api-key' });
  const { registry, demos } = await preparedDemos();
  const store = await openStore(memoryPersistence(), demos);
  const faults = new FaultRegistry();
  // The demo's load beyond its seed (extra pay-ins, a page cap), off unless a test sets it.
  const load = new DemoLoadSettings();
  const server = setupServer(dispatchTo(createHandlers(config, store, faults, TEST_ORIGIN, demos, load)));
  server.listen({ onUnhandledRequest: 'error' });
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const copy = request.clone();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await copy.text(),
    });
  });
  const events = { unauthorized: 0, serverErrors: [] as string[] };
  const http = createHttpClient({
    config,
    origin: TEST_ORIGIN,
    getToken: () => readToken(),
    onUnauthorized: () => {
      events.unauthorized += 1;
      clearStorage();
    },
    onServerError: (error) => events.serverErrors.push(error.message),
  });
  let path = '/';
  // A new cache per test file; tests that sign in as another role clear it (`clearCache`).
  const queryClient = new QueryClient();
  const dataProvider = createDataProvider(registry.definitions, { http, queryClient });
  const authProvider = createAuthProvider(
    http,
    { registry, menuTree: createMenuTreeLoader(dataProvider, queryClient) },
    () => path,
  );
  return {
    server,
    store,
    faults,
    load,
    requests,
    events,
    http,
    authProvider,
    dataProvider,
    registry,
    clearCache: () => queryClient.clear(),
    setPath: (next: string) => {
      path = next;
    },
    lastRequest: () => requests[requests.length - 1],
    signIn: async (username = 'admin') => {
      await authProvider.login({ username, password: 'demo1234' });
    },
    close: () => server.close(),
  };
}

export type DemoBackend = Awaited<ReturnType<typeof startDemoBackend>>;

/**
 * One demo backend for a test file: started before its tests, closed after; before each test,
 * storage and faults are cleared, the user signed in when asked, and the request log emptied.
 */
export function demoBackendForFile(options: { signInAs?: string } = {}): DemoBackend {
  const backend = {} as DemoBackend;
  beforeAll(async () => {
    Object.assign(backend, await startDemoBackend());
  });
  afterAll(() => backend.close());
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    backend.clearCache();
    backend.faults.clear();
    backend.load.set({});
    if (options.signInAs) await backend.signIn(options.signInAs);
    backend.requests.length = 0;
  });
  afterEach(() => backend.server.resetHandlers());
  return backend;
}

/**
 * The auth provider as the app composes it (`createAppAuthProvider`) over the demo backend, with a
 * cache of its own.
 */
export function appAuthProvider(backend: DemoBackend, rights: ActionRights = {}) {
  const queryClient = new QueryClient();
  const menuTree = createMenuTreeLoader(backend.dataProvider, queryClient);
  const authProvider = createAppAuthProvider(
    backend.http,
    { registry: backend.registry, menuTree, rights },
    queryClient,
  );
  return { authProvider, queryClient };
}
