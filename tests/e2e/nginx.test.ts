/**
 * The built app behind nginx, configured as in production (deploy/nginx/, scripts/serve-nginx.mjs):
 * headers, SPA fallback, real 404s, compression, and a Content-Security-Policy that the app runs
 * under without one violation; the demo's service workers served only when the config.json runs
 * the demo. Starts its own nginx on a free 127.0.0.1 port; uses the shared browser of the e2e
 * project. nginx is installed (apt-get, as root) when missing.
 */
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CONFIG_FILE } from '../../scripts/productionConfig.mjs';
import { contentSecurityPolicy, serveWithNginx, type NginxServer } from '../../scripts/serve-nginx.mjs';

const DIST = resolve('dist');
const WAIT = 30_000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain GET with exactly the given headers (no automatic Accept-Encoding, no decompression). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolvePromise({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(WAIT, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.end();
  });
}

const header = (answer: Answer, name: string) => String(answer.headers[name.toLowerCase()] ?? '');
const isAppShell = (answer: Answer) => answer.body.toString('utf8').includes('<div id="root">');

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(answer: Answer, csp: string) {
  expect(header(answer, 'content-security-policy')).toBe(csp);
  expect(header(answer, 'x-content-type-options')).toBe('nosniff');
  expect(header(answer, 'referrer-policy')).toBe('no-referrer');
  expect(header(answer, 'x-frame-options')).toBe('DENY');
  // On by default, as a deployment renders it (scripts/serve-nginx.mjs --no-hsts turns it off).
  expect(header(answer, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  const policy = directives(csp);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(csp).not.toContain('unsafe-eval');
}

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A page in a fresh context whose baseURL is `url`, recording every CSP violation it reports. */
async function newPageAt(url: string) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 860 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: 'allow',
  });
  contexts.push(context);
  await context.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`,
      ),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  page.setDefaultNavigationTimeout(WAIT);
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      consoleReports.push(message.text());
  });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  const violations = async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...consoleReports,
  ];
  return { page, violations };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid="drawer-logout"]').waitFor({ timeout: WAIT });
}

let server: NginxServer;
let csp: string;
/** The entry script named in index.html, e.g. /assets/index-D41Qd3pC.js. */
let entryScript: string;

beforeAll(async () => {
  // The build's own config.json has the demo off: this server answers with the demo's, as
  // `npm run serve:nginx -- --demo` does.
  server = await serveWithNginx({ root: DIST, config: DEMO_CONFIG_FILE });
  csp = server.csp;
  browser = await chromium.connect(inject('wsEndpoint'));
  const match = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    readFileSync(join(DIST, 'index.html'), 'utf8'),
  );
  if (!match) throw new Error('dist/index.html names no entry script under /assets/');
  entryScript = match[1];
}, 300_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('nginx serving the built app with the demo', () => {
  it('builds the CSP from the config.json it serves, with no inline script in index.html', () => {
    const config: unknown = JSON.parse(readFileSync(DEMO_CONFIG_FILE, 'utf8'));
    expect(csp).toBe(contentSecurityPolicy(config));
    expect(server.demo).toBe(true);
    const policy = directives(csp);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // script-src 'self' only holds as long as the page has no inline script.
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/assets\//);
      expect(content.trim()).toBe('');
    }
  });

  it.each([
    '/',
    '/login',
    '/brands',
    '/brands/3',
    '/products/1.5',
    '/brand/components/EditBrand?id=3',
    '/master-data/bank/bank',
    '/productfeature',
  ])('answers the app path %s with index.html, uncached, with the security headers', async (path) => {
    const answer = await get(server.url + path);
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toMatch(/^text\/html/);
    expect(isAppShell(answer)).toBe(true);
    expect(header(answer, 'cache-control')).toMatch(/no-cache|no-store/);
    expectSecurityHeaders(answer, csp);
  });

  it('answers the public page /Adv with its own page, not the back-office, uncached, with the security headers', async () => {
    const answer = await get(server.url + '/Adv?TypeApp=KK&TypeAdv=POSTER');
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toMatch(/^text\/html/);
    const html = answer.body.toString('utf8');
    expect(html).toBe(readFileSync(join(DIST, 'Adv.html'), 'utf8'));
    expect(html).not.toContain(entryScript);
    expect(header(answer, 'cache-control')).toMatch(/no-cache|no-store/);
    expectSecurityHeaders(answer, csp);
  });

  it('serves hashed assets for a year, immutable, gzipped on request', async () => {
    const plain = await get(server.url + entryScript);
    expect(plain.status).toBe(200);
    expect(header(plain, 'content-type')).toMatch(/javascript/);
    expect(header(plain, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(plain, 'content-encoding')).toBe('');
    expectSecurityHeaders(plain, csp);

    const gzipped = await get(server.url + entryScript, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(header(gzipped, 'content-encoding')).toBe('gzip');
    expect(header(gzipped, 'vary')).toMatch(/Accept-Encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    // The entry stylesheet is written into index.html (one request fewer); a font is a hashed asset too.
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>@font-face\{font-family:Sarabun/);
    const font = /href="(\/assets\/[^"]+\.woff2)"/.exec(html)?.[1];
    expect(font).toBeTruthy();
    const fontAnswer = await get(server.url + font);
    expect(fontAnswer.status).toBe(200);
    expect(header(fontAnswer, 'cache-control')).toContain('immutable');
  });

  it('compresses with brotli when nginx has the module, and gzip otherwise', async () => {
    const answer = await get(server.url + entryScript, { 'Accept-Encoding': 'br, gzip' });
    expect(header(answer, 'content-encoding')).toBe(server.brotli ? 'br' : 'gzip');
  });

  it('serves config.json uncached, as JSON', async () => {
    const answer = await get(server.url + '/config.json', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toMatch(/^application\/json/);
    const body = header(answer, 'content-encoding') === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ demo: true });
    expect(header(answer, 'cache-control')).toMatch(/no-cache|no-store/);
    expect(header(answer, 'cache-control')).not.toContain('max-age=31536000');
    expectSecurityHeaders(answer, csp);
  });

  it.each(['/demoServiceWorker.js', '/mockServiceWorker.js'])(
    'serves the demo service worker %s for the whole origin, uncached',
    async (path) => {
      const answer = await get(server.url + path);
      expect(answer.status).toBe(200);
      expect(header(answer, 'content-type')).toMatch(/javascript/);
      expect(header(answer, 'service-worker-allowed')).toBe('/');
      expect(header(answer, 'cache-control')).toMatch(/no-cache|no-store/);
      expect(header(answer, 'cache-control')).not.toContain('immutable');
      expectSecurityHeaders(answer, csp);
    },
  );

  it.each([
    '/assets/nope.js',
    '/assets/nope.css',
    '/assets/',
    '/favicon-missing.svg',
    '/nope.png',
    '/brand/logo.png',
    '/demo-files/missing.webp',
    '/.env',
    '/.git/config',
  ])('answers the missing file %s with a real 404, not index.html', async (path) => {
    const answer = await get(server.url + path);
    expect(answer.status).toBe(404);
    expect(isAppShell(answer)).toBe(false);
    expect(header(answer, 'cache-control')).not.toContain('immutable');
    expectSecurityHeaders(answer, csp);
  });

  it('serves files that exist beside index.html', async () => {
    const answer = await get(server.url + '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('signs the demo admin in and opens the brand list without one CSP violation', async () => {
    const { page, violations } = await newPageAt(server.url);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await signInAsAdmin(page);
    expect(scripts.some((url) => url.startsWith(`${server.url}/assets/`))).toBe(true);

    // A full load of a deep path: nginx's fallback, then the app's own routing.
    await page.goto('/brands');
    await page.locator('.RaDataTable-row, tbody tr').first().waitFor({ timeout: WAIT });
    expect(await page.locator('.RaDataTable-row, tbody tr').count()).toBeGreaterThan(0);
    // Fonts and images have had their chance to load (and to be blocked).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle', { timeout: WAIT }).catch(() => undefined);
    expect(await violations()).toEqual([]);
  }, 120_000);
});

describe('nginx with a production config.json', () => {
  const API = 'https://api.example.co.th';
  const DEV_API = 'https://dev-api.example.co.th:8443';
  const MAIL = 'https://mail.example.com';
  let root: string;
  let production: NginxServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
    cpSync(DIST, root, { recursive: true });
    chmodSync(root, 0o755);
    const config = JSON.parse(readFileSync(join(DIST, 'config.json'), 'utf8')) as {
      services: Record<string, string>;
    };
    writeFileSync(
      join(root, 'config.json'),
      JSON.stringify({
        ...config,
        demo: false,
        apiUrl: API,
        devApiUrl: DEV_API,
        services: { ...config.services, email: `${MAIL}/email/api/v1/`, order: 'dev:/order/api/v1/' },
      }),
    );
    production = await serveWithNginx({ root });
  }, 300_000);

  afterAll(async () => {
    await production?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('knows the config.json it serves has the demo off', () => {
    expect(production.demo).toBe(false);
  });

  it.each(['/demoServiceWorker.js', '/mockServiceWorker.js'])(
    'does not serve the demo service worker %s, though the copied build holds it',
    async (path) => {
      const answer = await get(production.url + path);
      expect(answer.status).toBe(404);
      expect(header(answer, 'content-type')).not.toMatch(/javascript/);
      expect(header(answer, 'service-worker-allowed')).toBe('');
      expectSecurityHeaders(answer, production.csp);
    },
  );

  it("allows the API origins of the deployed config.json in connect-src and img-src, and nothing else's", async () => {
    const answer = await get(production.url + '/');
    const policy = directives(header(answer, 'content-security-policy'));
    for (const name of ['connect-src', 'img-src']) {
      expect(policy.get(name)).toEqual(expect.arrayContaining(["'self'", API, DEV_API, MAIL]));
    }
    expect(policy.get('connect-src')).toHaveLength(4);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the app call the configured API without a CSP violation', async () => {
    const { page, violations } = await newPageAt(production.url);
    const calls: string[] = [];
    // No network here: the API answers from the test, after the browser let the call through.
    await page.context().route(`${API}/**`, (route) => {
      calls.push(`${route.request().method()} ${route.request().url()}`);
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': '*',
        },
        body: JSON.stringify({ ResponseCode: 401, Message: 'Wrong username or password', Data: null }),
      });
    });
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('button[type="submit"]').click();
    // Either the call gets through or the browser reports what blocked it.
    await expect
      .poll(async () => calls.length + (await violations()).length, { timeout: WAIT })
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(calls.some((call) => call.includes('/auth/Login'))).toBe(true);
  }, 120_000);
});
