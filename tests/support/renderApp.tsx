import {
  cleanup,
  configure,
  getConfig,
  prettyDOM,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { App, shellDefinitions } from '../../src/App';
import { forgetServerErrors } from '../../src/api/serverErrors';
import { parseConfig } from '../../src/config/parse';
import type { AppConfig } from '../../src/config/config';
import { createHandlers, loadDemos, openStore } from '../../src/demo/backend';
import type { DemoControl } from '../../src/demo/control';
import { dispatchTo } from '../../src/demo/dispatch';
import { FaultRegistry, type Fault } from '../../src/demo/faults';
import { DemoLoadSettings } from '../../src/demo/load';
import { memoryPersistence, type DemoStore } from '../../src/demo/store';
import { buildRegistry, type Registry } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { prefetchPlan } from '../../src/startup/prefetchPlan';
import { createServices, type Services } from '../../src/startup/services';
import { browserTestConfig } from '../e2e/testConfig';
import type { RecordedRequest } from './demoBackend';

/*
 * The component tier's one way in (docs/performance.md, "Test time"): the whole app, as
 * src/startup/main.tsx composes it, drawn on a DOM in Node at a route, for a role, in a language,
 * over the demo backend answering through msw/node on the demo's fixed clock (the project's setup
 * file). A test then works as a person does: find by role and name, type, click, wait for what the
 * screen shows.
 */

/** Testing Library's own flag, set while a wait tries its check (not in its published types). */
const triesOfAWait = () =>
  (getConfig() as ReturnType<typeof getConfig> & { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;

configure({
  // A screen's first draw loads its code and answers from the demo: more than the default 1 s on a busy 2-core machine.
  asyncUtilTimeout: 10_000,
  // A wait that has not seen its element yet says so without printing the whole page: Testing
  // Library's own error serialised the document on every try of every wait, a quarter of the
  // tier's time. A wait that gives up still shows the page, once (its timeout asks again here,
  // outside the tries).
  getElementError: (message, container) => {
    const error = new Error(
      triesOfAWait() || !container
        ? (message ?? '')
        : [message, prettyDOM(container)].filter(Boolean).join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

export const DEMO_PASSWORD = 'demo1234';

export type DemoRole = 'admin' | 'finance' | 'sales' | 'support';

export interface RenderAppOptions {
  /** Signed in as this demo account on the way in; `null`: signed out. */
  as?: DemoRole | 'secure' | null;
  /** The route the app starts at, as a typed address would. */
  at?: string;
  locale?: 'th' | 'en';
  /** config.json keys over the demo's (the browser tests' too: lists of 10 rows). */
  config?: Record<string, unknown>;
}

interface FileBackend {
  registry: Registry;
  store: DemoStore;
  faults: FaultRegistry;
  load: DemoLoadSettings;
  requests: RecordedRequest[];
  server: ReturnType<typeof setupServer>;
  config: AppConfig;
}

const ORIGIN = window.location.origin;
let backend: FileBackend | undefined;
let configKeys: Record<string, unknown> = {};

/** A config.json as the demo's with the test's keys over it, parsed as the app does. */
const configWith = (keys: Record<string, unknown>) => parseConfig({ ...browserTestConfig(), ...keys });

async function startBackend(): Promise<FileBackend> {
  const registry = buildRegistry([...shellDefinitions, ...resources]);
  const demos = await loadDemos(registry);
  const store = await openStore(memoryPersistence(), demos);
  const faults = new FaultRegistry();
  const load = new DemoLoadSettings();
  const config = configWith({});
  const requests: RecordedRequest[] = [];
  // The handlers read the config they were made with (the demo's own rules); a test's keys are the app's.
  const server = setupServer(dispatchTo(createHandlers(config, store, faults, ORIGIN, demos, load)));
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    void copy
      .text()
      .then((body) =>
        requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body }),
      );
  });
  return { registry, store, faults, load, requests, server, config };
}

/**
 * One demo backend a test file shares, its seed restored before each test as a page's demo
 * restores it; storage emptied, faults and load cleared, the app unmounted after each test.
 */
export function componentTestFile() {
  beforeAll(async () => {
    backend ??= await startBackend();
  });
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    backend!.faults.clear();
    backend!.load.set({});
    backend!.requests.length = 0;
    await backend!.store.reset();
    forgetServerErrors();
  });
  afterEach(() => {
    cleanup();
    backend?.server.resetHandlers();
    configKeys = {};
  });
  afterAll(() => {
    backend?.server.close();
    backend = undefined;
  });
}

/** The demo's controls over its data, as the browser tests' `window.__demo` offers them. */
export function demo(): Omit<DemoControl, 'restartApp' | 'expireSessions'> & {
  store: DemoStore;
  requests: RecordedRequest[];
  writes: () => RecordedRequest[];
} {
  const { store, faults, load, requests } = backend!;
  return {
    store,
    requests,
    writes: () => requests.filter(({ method }) => method !== 'GET' && method !== 'HEAD'),
    setFault: (fault: Fault) => faults.set(fault),
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
  };
}

/** The app's services for the address now, made as main.tsx makes them. */
function servicesAt(config: AppConfig, registry: Registry, signedIn: boolean): Services {
  return createServices(config, registry, prefetchPlan(registry, window.location.pathname, signedIn));
}

/**
 * Draws the whole app at `at`, signed in as `as` through the app's own auth provider (the sign-in
 * form's call), in `locale`. Resolves once the shell or the sign-in form is drawn.
 */
export async function renderApp({
  as = 'admin',
  at = '/',
  locale = 'th',
  config = {},
}: RenderAppOptions = {}) {
  const { registry } = backend!;
  configKeys = config;
  const appConfig = configWith(configKeys);
  window.history.replaceState(null, '', at);
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  if (as) {
    const signing = servicesAt(appConfig, registry, false);
    await signing.authProvider.login({ username: as, password: DEMO_PASSWORD });
    signing.queryClient.clear();
    // The sign-in sends the person on; the test's address is where they were going.
    window.history.replaceState(null, '', at);
  }
  // What the test asks of the screen starts here: the sign-in's calls are not the screen's.
  backend!.requests.length = 0;
  const services = servicesAt(appConfig, registry, !!as);
  await services.i18nProvider.changeLocale(locale);
  const user = userEvent.setup();
  const view = render(<App config={appConfig} registry={registry} services={services} />);
  if (as) await screen.findByRole('banner', {}, { timeout: 10_000 });
  return { ...view, user, services, path: () => window.location.pathname + window.location.search };
}

/**
 * The browser's own "leave this page?" question (react-admin's unsaved-changes warning asks it with
 * `window.confirm`), answered `answer`; resolves to what was asked, one entry a question.
 */
export function answerLeaveQuestions(answer: boolean): string[] {
  const asked: string[] = [];
  const own = window.confirm;
  window.confirm = (message?: string) => {
    asked.push(String(message ?? ''));
    return answer;
  };
  onTestFinished(() => void (window.confirm = own));
  return asked;
}

/** The list's body rows once at least one is drawn (an empty list is never "every row"). */
export async function listRows(): Promise<HTMLElement[]> {
  return waitFor(
    () => {
      const rows = drawnRows();
      if (rows.length === 0) throw new Error('no list row is drawn');
      return rows;
    },
    { timeout: 10_000 },
  );
}

/**
 * The list's rows drawn now, none included: what a `waitFor` checks over and over. A `waitFor`
 * whose check awaits another `waitFor` (`listRows`) can miss the list's next draw for its whole time.
 */
export function drawnRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.RaDataTable-table tbody tr')];
}

export { screen, waitFor, within };

/**
 * Moves the drawn app to `path` as the browser's back and forward buttons do (the router follows
 * `popstate`), without drawing it anew; resolves once the screen's place says it draws that path
 * (`#main-content[data-path]`, set by the layout with the screen) unless `at` is false (an old
 * path that leads elsewhere).
 */
export async function moveTo(path: string, { at }: { at?: string | false } = {}) {
  window.history.pushState({ usr: null, key: `test${Math.random()}`, idx: window.history.length }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  const pathname = at ?? new URL(path, window.location.origin).pathname;
  if (pathname !== false)
    await waitFor(() => {
      if (!document.querySelector(`#main-content[data-path="${pathname}"]`))
        throw new Error(`the screen of ${pathname} is not drawn`);
    });
}

/**
 * The titles of the drawer's entries as shown (main entries and open sub-entries, then the red
 * Logout), once the server's menu is drawn: no loading skeleton and at least one server entry.
 */
export async function drawerTitles(): Promise<string[]> {
  return waitFor(() => {
    const nav = document.querySelector('nav[aria-label]');
    if (!nav || nav.querySelector('[aria-busy="true"]')) throw new Error('the menu is not drawn yet');
    if (!nav.querySelector('[role="menu"] .MuiListItemText-root, [role="menu"] .RaMenuItemLink-root'))
      throw new Error('the menu has no entry yet');
    const shown = nav.querySelectorAll<HTMLElement>('.MuiListItemText-primary, .RaMenuItemLink-root');
    return Array.from(shown, (entry) => (entry.textContent ?? '').trim());
  });
}
