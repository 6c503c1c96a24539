import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Dialog,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest';
import { RESET_ON_START_KEY } from '../../src/demo/control';
import type { Fault } from '../../src/demo/faults';
import { installClock, pageNow, startTabAt, TAB_OFFSET_KEY } from './clock';
import { signInPage } from './pages/signInPage';
import { browserTestConfig } from './testConfig';

const require = createRequire(import.meta.url);

export const baseUrl = () => inject('baseUrl');

let browser: Browser;

/**
 * One browser context a file's tests take turns in (`sharedBrowser`): a test's page starts there
 * with the seed restored and nothing stored, and `signIn` puts back the session an earlier test
 * opened for the same account instead of filling the form again. A fresh context and a sign-in
 * cost a browser test more than the rest of an average test (docs/performance.md, "Browser test
 * time"). A test that asks for a page while another holds the context gets a fresh context.
 */
interface Reused {
  context: BrowserContext;
  inUse: boolean;
  /** The test whose pages it holds; none when a hook opened them for the file's tests. */
  owner?: string;
  /** The local storage right after each account signed in with the demo password, and when. */
  sessions: Map<string, { storage: Record<string, string>; at: number }>;
  /**
   * The tab the next test starts in: a new tab cost the browser about 9 CPU-seconds to a list's rows,
   * a new load in the same tab about 4.5 (docs/performance.md, "Browser test time").
   */
  tab?: Page;
}
let reused: Reused | undefined;
let reuseContexts = true;

/**
 * Connects the file to the shared browser. `fresh: true` gives each page a context of its own: for a
 * file that routes, or opens tabs in, its pages' context.
 */
export function sharedBrowser({ fresh = false }: { fresh?: boolean } = {}) {
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
    reuseContexts = !fresh && !process.env.E2E_FRESH_CONTEXTS;
  });
  afterAll(async () => {
    reused = undefined;
    await browser?.close();
  });
  // A file that keeps its pages until the end still tells what a failed test's page showed.
  afterEach(({ task }) => describePagesOnFailure(task));
}

/**
 * After a failed test, what each open page shows (address, the screen, dialogs, messages): a CI
 * log keeps nothing else of a race that a quiet machine does not repeat.
 */
async function describePagesOnFailure(task: TestContext['task']) {
  if (task.result?.state !== 'fail') return;
  const all = reused ? [...contexts, reused.context] : contexts;
  for (const page of all.flatMap((context) => context.pages())) {
    const parts = await page
      .locator('#main-content, [role="dialog"], [role="alert"]')
      .allInnerTexts()
      .catch((error: Error) => [`(not readable: ${error.message})`]);
    const addresses = addressesSeen.get(page)?.join(' → ') ?? '(not watched)';
    console.error(
      `A page of the failed test, at ${page.url()}, through ${addresses}:\n${parts.join('\n--\n').slice(0, 4000)}`,
    );
  }
}

const contexts: BrowserContext[] = [];

/**
 * The addresses a page went through in its test, latest last: a failed wait for an address says
 * whether the app never moved or moved and came back (a fresh-clone run once waited 30 s for the
 * product list after a save's redirect, the page still on the product).
 */
const addressesSeen = new WeakMap<Page, string[]>();

/** What a test's page reports: its errors as they happen, and its addresses for a failure's report. */
function watchPage(page: Page) {
  // From where the test's page starts: a tab handed on from the last test is not a navigation of its own.
  const seen: string[] = [page.url()];
  addressesSeen.set(page, seen);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Playwright dismisses a dialog no one listens for without a word; a test that stayed on a form
  // did so once, the question to discard changes just saved unseen. It is said, then dismissed as
  // before, unless the test answers it itself.
  page.on('dialog', (dialog) => {
    console.error(`page dialog (${dialog.type()}): ${dialog.message()}`);
    // Playwright's client counts a page's listeners, though its types do not declare it.
    const listeners = (page as unknown as { listenerCount(event: string): number }).listenerCount('dialog');
    if (listeners === 1) dialog.dismiss().catch(() => undefined);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    seen.push(frame.url());
    if (seen.length > 12) seen.shift();
  });
}

export interface PageOptions {
  /** Replaces config.json for this page. A string is sent as it is (to test a malformed file). */
  config?: Record<string, unknown> | string;
  viewport?: { width: number; height: number };
  /** 'block' makes service worker registration fail, as an insecure origin would. */
  serviceWorkers?: 'allow' | 'block';
  /** Another server than the shared built app (the dev server, say). */
  baseURL?: string;
  /**
   * Where the page's clock starts (it runs on from there); DEMO_CLOCK unless a test needs another
   * moment. Every page runs on a fixed clock: the demo seeds its data from it (tests/e2e/clock.ts).
   */
  clock?: Date;
  /** A clock the test moves forward with `page.clock` (tests/e2e/clock.ts says what it costs). */
  movableClock?: boolean;
}

async function newContext(options: PageOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: 1280, height: 860 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  // Before anything loads: the app and the demo's seed read one clock, the same on every day.
  await installClock(context, options.clock, options.movableClock);
  if (options.config !== undefined) {
    const body = typeof options.config === 'string' ? options.config : JSON.stringify(options.config);
    await context.route('**/config.json', (route) =>
      route.fulfill({ body, contentType: 'application/json' }),
    );
  }
  return context;
}

/**
 * Whether a page with these options may start in the file's shared context: when none of its pages
 * is open, or only those of an earlier test (closed now: a test's pages are its own).
 */
async function takesReusedContext({ viewport: _viewport, ...others }: PageOptions, test: string | undefined) {
  if (!reuseContexts || !Object.values(others).every((value) => value === undefined)) return false;
  if (!reused?.inUse) return true;
  if (reused.owner === undefined || reused.owner === test) return false;
  await closeReusedPages(reused);
  return true;
}

/** Tabs whose test gave them scripts or bindings that would outlive a load: never handed on. */
const keptAcrossLoads = new WeakSet<Page>();

/** A test's page marks itself when it is given what a new load keeps (`addInitScript` and the like). */
function markWhatOutlivesLoads(page: Page) {
  for (const method of ['addInitScript', 'exposeFunction', 'exposeBinding'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      keptAcrossLoads.add(page);
      return original(...args);
    };
  }
}

/** The test's pages are closed, except the tab the next test may start in. */
async function closeReusedPages(shared: Reused) {
  const { tab } = shared;
  const handOn = !!tab && !tab.isClosed() && !keptAcrossLoads.has(tab);
  if (!handOn) shared.tab = undefined;
  await Promise.all(
    shared.context
      .pages()
      .filter((page) => !handOn || page !== tab)
      .map((page) => page.close({ runBeforeUnload: false })),
  );
  shared.inUse = false;
}

/**
 * The tab as a new one would be: no listeners or routes of the last test, the default colours, and
 * on the site with nothing stored (the tab's session storage too: faults, the clock's offset).
 */
async function startOver(page: Page) {
  await page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.emulateMedia({ colorScheme: null, reducedMotion: null, media: null });
  // A page that asks before it is left (an unsaved form) is left all the same.
  const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
  page.on('dialog', leave);
  await page.goto('/config.json');
  page.off('dialog', leave);
}

export async function newPage(options: PageOptions = {}): Promise<Page> {
  let page: Page;
  const test = expect.getState().currentTestName;
  if (await takesReusedContext(options, test)) {
    reused ??= { context: await newContext({}), inUse: false, sessions: new Map() };
    reused.inUse = true;
    reused.owner = test;
    if (reused.tab && !reused.tab.isClosed()) {
      page = reused.tab;
      await startOver(page);
    } else {
      page = await reused.context.newPage();
      markWhatOutlivesLoads(page);
      reused.tab = page;
      await page.goto('/config.json');
    }
    // On the site, before the app: nothing stored, and the demo's data as seeded once it starts.
    await page.evaluate(
      ([reset, clock]) => {
        localStorage.clear();
        sessionStorage.clear();
        sessionStorage.removeItem(clock);
        sessionStorage.setItem(reset, '1');
      },
      [RESET_ON_START_KEY, TAB_OFFSET_KEY],
    );
  } else {
    const context = await newContext(options);
    contexts.push(context);
    page = await context.newPage();
  }
  await page.setViewportSize(options.viewport ?? { width: 1280, height: 860 });
  page.setDefaultTimeout(30_000);
  watchPage(page);
  return page;
}

/**
 * Closes the pages opened so far: `afterAll(closePages)` for a file whose tests share the cost of
 * the browser, or `afterEach(closeTestPages)`.
 */
export async function closePages() {
  await Promise.all([
    ...contexts.splice(0).map((context) => context.close()),
    ...(reused ? [closeReusedPages(reused)] : []),
  ]);
}

/** Closes a test's pages after it; after a failed one, says first what they showed. */
export async function closeTestPages({ task }: TestContext) {
  await describePagesOnFailure(task);
  await closePages();
}

export const DEMO_PASSWORD = 'demo1234';

/**
 * The limit of a test that walks through several screens in one go: some 55 s on a quiet machine
 * with two files at a time, so the default 90 s left too little for a CPU load beside the suite
 * (docs/performance.md, "Browser test time").
 */
export const WALK_TIMEOUT = 180_000;

/** The config.json the browser tests run with (testConfig.ts), with keys of a test's own over it. */
export const demoConfigWith = (keys: Record<string, unknown>): Record<string, unknown> => ({
  ...browserTestConfig(),
  ...keys,
});

/**
 * Signs in through the login form and waits for the shell with its menu. With a `path`, the page
 * opens there signed out, is sent to the login form, and is brought back there once signed in, as
 * a person following a link would: one start of the app instead of signing in and then loading the
 * address again (docs/performance.md, "Browser test time").
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, path = '/login') {
  const kept = reused?.context === page.context() ? reused.sessions : undefined;
  const session = password === DEMO_PASSWORD ? kept?.get(username) : undefined;
  if (session && new URL(page.url()).pathname === '/config.json') {
    await page.evaluate(
      (entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)),
      session.storage,
    );
    await startTabAt(page, session.at);
    await page.goto(path);
    const shell = page.locator('[data-testid="drawer-logout"]');
    // A session an earlier test ended (signed out, expired) is signed in again through the form.
    await shell.or(page.locator('input[name="username"]')).first().waitFor();
    if (await shell.isVisible()) {
      if (path !== '/login') await page.waitForURL((url) => url.pathname !== '/login');
      return;
    }
  }
  if (!page.url().includes('/login') || path !== '/login') await page.goto(path);
  await signInPage(page).submit(username, password);
  await page.locator('[data-testid="drawer-logout"]').waitFor();
  if (kept && password === DEMO_PASSWORD)
    kept.set(username, {
      // The session's keys only: by now the screen the sign-in led to may have stored its own
      // (react-admin's `RaStore.*`: a list's filter), which a later test's screen would open with.
      storage: await page.evaluate(() =>
        Object.fromEntries(Object.entries(localStorage).filter(([key]) => !key.startsWith('RaStore.'))),
      ),
      at: await pageNow(page),
    });
  // The way back from the form (an old path then goes on to its screen's own).
  if (path !== '/login') await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs a demo account in on its way to `path` (see signIn). */
export const signInAt = (page: Page, username: string, path: string) =>
  signIn(page, username, DEMO_PASSWORD, path);

/** A fresh page signed in as `username` and opened at `path` (see signIn). */
export async function signedInAt(path: string, username = 'admin', options: PageOptions = {}): Promise<Page> {
  const page = await newPage(options);
  await signInAt(page, username, path);
  return page;
}

/**
 * Moves to `path` inside the signed-in app, as a menu link does: a whole page load starts the app
 * again, some 3 CPU-seconds of a 2-core machine (docs/performance.md, "Browser test time"). The
 * screen's place carries the path of the screen it draws (AppLayout): until it says the new one, the
 * last screen may still be drawn, so nothing of it is read as the new one. `at` is where an old path
 * leads, or `false` to read that from the page.
 */
export async function moveTo(page: Page, path: string, { at }: { at?: string | false } = {}) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (at === false) return;
  await page.locator(`#main-content[data-path="${at ?? new URL(path, page.url()).pathname}"]`).waitFor();
}

/**
 * The titles of the drawer's entries as shown (main entries and open sub-entries, then the red
 * Logout), read in one go once the server's menu is drawn. A change of language draws the whole app
 * again, the menu first as its loading skeleton: a wait for an entry followed by a separate read
 * could see the entries, then read during the redraw and find the Logout alone (a fresh-clone run
 * did). So the page is asked until one reading finds no skeleton and at least one server entry.
 */
export async function drawerTitles(page: Page): Promise<string[]> {
  const titles = await page.waitForFunction(() => {
    const nav = document.querySelector('nav[aria-label]');
    if (!nav || nav.querySelector('[aria-busy="true"]')) return undefined;
    if (!nav.querySelector('[role="menu"] .MuiListItemText-root, [role="menu"] .RaMenuItemLink-root')) {
      return undefined;
    }
    const shown = nav.querySelectorAll<HTMLElement>('.MuiListItemText-primary, .RaMenuItemLink-root');
    return Array.from(shown, (entry) => entry.innerText.trim());
  });
  return (await titles.jsonValue()) as string[];
}

/**
 * A list's address, whatever its query: a list adds its page, order and filters (an earlier visit's,
 * kept in the store) a moment after it opens, so a pattern of the bare path matches only between
 * the two, which a loaded machine misses: fresh-clone runs beside load waited a minute on lists
 * that had long opened (docs/performance.md, "Stress run").
 */
export const onList = (path: string) => (url: URL) => url.pathname === path;

/**
 * A call of the demo's API sent by the test itself with the signed-in user's token; its JSON answer.
 * The shell may be drawn before the demo's service worker answers (the first draw waits for it at
 * most 1.5 s, src/startup/main.tsx), and a call sent before then reaches the static server: a
 * fresh-clone run beside load read its index.html as the answer. So the demo is waited for first.
 */
export async function demoCall<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  await page.waitForFunction(() => !!window.__demo);
  const answer = await page.evaluate(
    async ({ path, method, body }) => {
      const reply = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { ok: reply.ok, status: reply.status, text: await reply.text() };
    },
    { path, method: init.method ?? 'GET', body: init.body },
  );
  // A test's setup call that the demo refused would otherwise fail later, far from its cause.
  if (!answer.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${answer.status}: ${answer.text}`);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

export async function setFault(page: Page, fault: Fault) {
  await page.waitForFunction(() => !!window.__demo);
  await page.evaluate((value) => window.__demo!.setFault(value), fault);
}

/** axe-core in the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page) {
  // Colours are only final once fade-ins (dialogs, menus) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Counts the page's requests in flight from now on; the function it answers resolves once nothing
 * has been in flight for a quarter of a second: a screen is judged once its own calls have settled.
 */
export function watchRequests(page: Page, timeout?: number) {
  let inFlight = 0;
  let lastChange = performance.now();
  const settle = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => settle(1));
  page.on('requestfinished', () => settle(-1));
  page.on('requestfailed', () => settle(-1));
  return () =>
    expect
      .poll(
        () => inFlight <= 0 && performance.now() - lastChange >= 250,
        timeout === undefined ? {} : { timeout },
      )
      .toBe(true);
}

/** The rows of the page's data table. */
export const tableRows = (page: Page) => page.locator('.RaDataTable-table tbody tr');

/**
 * How many rows the page of the list holds, once every one is drawn: a list draws its first rows
 * at once and the rest just after (docs/performance.md, "What was done, and why it helped"), so a
 * count taken at the first row may be short. The pager's range ("1-35 จาก 35") says how many.
 */
export async function allRowsDrawn(page: Page, timeout = 60_000): Promise<number> {
  const range = page.locator('.MuiTablePagination-displayedRows');
  await range.waitFor({ timeout });
  const [first, last] = (await range.innerText()).match(/\d+/g)!.map(Number);
  const rows = last - first + 1;
  await expect.poll(() => tableRows(page).count(), { timeout }).toBe(rows);
  return rows;
}

/**
 * An option of a partner picker by the partner's name: its accessible name is the name, then the
 * line that tells partners of the same name apart.
 */
export const partnerOption = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);

/**
 * Picks an autocomplete's option by typing part of it, once the input is enabled: the option named
 * exactly `option`, or the one whose name matches it.
 */
export async function choose(scope: Page | Locator, label: string, typed: string, option: string | RegExp) {
  const input = scope.getByLabel(label);
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill(typed);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A downloaded file's bytes (the browser runs apart from the tests: its files are streamed here). */
export async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A PDF's text as pdftotext reads it (poppler-utils, installed with the tests' tools), its spaces folded. */
export const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');

/** The paths of the scripts the page asks for from now on, in the order asked. */
export function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** A one-pixel PNG, for upload fields. */
export const onePixelPng = (name = 'image.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});
