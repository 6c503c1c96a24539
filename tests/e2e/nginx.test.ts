/**
 * What a page does behind nginx as configured in production (deploy/nginx/): the app signs in and
 * draws a list under the server's Content-Security-Policy without one violation, with the demo and
 * with a production config.json calling its API. The headers themselves are asked over plain HTTP
 * in tests/served/nginx.test.ts. Starts its own nginx on a free 127.0.0.1 port; uses the shared
 * browser of the e2e project.
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CONFIG_FILE } from '../../scripts/productionConfig.mjs';
import { serveWithNginx, type NginxServer } from '../../scripts/serve-nginx.mjs';
import { DIST, PRODUCTION_ORIGINS, productionCopyOfBuild, WAIT } from '../support/nginx';
import { signInPage } from './pages/signInPage';
import { DEMO_PASSWORD } from './support';

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
  const form = signInPage(page);
  await form.open();
  await form.submit('admin', DEMO_PASSWORD);
  await page.locator('[data-testid="drawer-logout"]').waitFor({ timeout: WAIT });
}

let server: NginxServer;
let production: NginxServer;
let root: string;
const { API } = PRODUCTION_ORIGINS;

beforeAll(async () => {
  // The build's own config.json has the demo off: this server answers with the demo's, as
  // `npm run serve:nginx -- --demo` does.
  server = await serveWithNginx({ root: DIST, config: DEMO_CONFIG_FILE });
  root = productionCopyOfBuild();
  production = await serveWithNginx({ root });
  browser = await chromium.connect(inject('wsEndpoint'));
}, 300_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await production?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a page behind nginx', () => {
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
    const form = signInPage(page);
    await form.open();
    await form.submit('admin', 'wrong-password');
    // Either the call gets through or the browser reports what blocked it.
    await expect
      .poll(async () => calls.length + (await violations()).length, { timeout: WAIT })
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(calls.some((call) => call.includes('/auth/Login'))).toBe(true);
  }, 120_000);
});
