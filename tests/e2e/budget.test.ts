import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInPage } from './pages/signInPage';
import { closeTestPages, newPage, scriptsRequested, sharedBrowser, signIn } from './support';

// Its pages route, or open tabs in, their context: each gets one of its own.
sharedBrowser({ fresh: true });
afterEach(closeTestPages);

/** The budget: what a bare react-admin app with three resources weighs in one chunk. */
const LOGIN_JS_BUDGET_GZIP = 350 * 1000;

describe('with demo off', () => {
  it("unregisters the demo's service worker an earlier visit left in the browser", async () => {
    // A tab still open on the demo keeps its worker registered (MSW's worker unregisters itself only
    // when its last page closes)…
    const demoTab = await newPage();
    const workers = (page: Page) =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) =>
            (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL,
        ),
      );
    await demoTab.goto('/login');
    await demoTab.getByTestId('demo-users').waitFor();
    await expect.poll(() => workers(demoTab)).toEqual([`${new URL('/demoServiceWorker.js', demoTab.url())}`]);
    // …when the site, now deployed with the demo off, opens in another tab.
    await demoTab.context().route('**/config.json', (route) =>
      route.fulfill({
        body: JSON.stringify({ demo: false, apiUrl: 'http://127.0.0.1:9' }),
        contentType: 'application/json',
      }),
    );
    const tab = await demoTab.context().newPage();
    await tab.goto('/login');
    await tab.locator('input[name="username"]').waitFor();
    await expect.poll(() => workers(tab)).toEqual([]);
    expect(await tab.getByTestId('demo-users').count()).toBe(0);
  });

  it(`/login downloads at most ${LOGIN_JS_BUDGET_GZIP / 1000} KB of gzipped JavaScript, and none of the demo backend`, async () => {
    const page = await newPage({ config: { demo: false, apiUrl: 'http://127.0.0.1:9' } });
    const scripts = new Map<string, number>();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto('/login');
    await page.locator('input[name="username"]').waitFor();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `/login JavaScript with demo off: ${(total / 1000).toFixed(1)} KB gzip in ${scripts.size} files`,
    );
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_GZIP);
    expect(
      requested.filter((url) => /ServiceWorker|\/demo-|\/browser-|DemoUsers|\/users-/.test(url)),
    ).toEqual([]);
    await expect(page.getByTestId('demo-users').count()).resolves.toBe(0);
    // a sign-in against an unreachable server says so, and keeps the username
    const form = signInPage(page);
    await form.submit('admin', 'x');
    await expect(form.error.innerText()).resolves.toContain('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    await expect(form.username.inputValue()).resolves.toBe('admin');
  });
});

describe('config.json', () => {
  it('a demo config.json on a host other than this machine stops the app and says why', async () => {
    const page = await newPage({ baseURL: inject('publicHostUrl') });
    await page.goto('/login');
    const text = await page.getByTestId('startup-error').innerText();
    expect(text).toContain('backoffice.example.test');
    expect(text).toContain('"publicDemo": true');
    expect(await page.locator('input[name="username"]').count()).toBe(0);
  });

  it('a public demo says so on the sign-in page and on every screen of the shell', async () => {
    const demo = JSON.parse(readFileSync(join(process.cwd(), 'public', 'config.json'), 'utf8')) as object;
    const page = await newPage({ baseURL: inject('publicHostUrl'), config: { ...demo, publicDemo: true } });
    const banner = page.getByTestId('public-demo-banner');
    await page.goto('/login');
    await expect.poll(() => banner.innerText()).toContain('เว็บไซต์นี้เป็นระบบทดลอง');
    await signIn(page, 'admin');
    await expect.poll(() => banner.innerText()).toContain('เว็บไซต์นี้เป็นระบบทดลอง');
    await page.goto('/brands');
    await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    expect(await banner.isVisible()).toBe(true);

    // On this machine's own address the demo shows no banner, as npm start always has.
    const local = await newPage();
    await local.goto('/login');
    await local.getByTestId('demo-users').waitFor();
    expect(await local.getByTestId('public-demo-banner').count()).toBe(0);
  });

  it('a malformed file shows a readable error page', async () => {
    const page = await newPage({ config: '{ "demo": true, ' });
    await page.goto('/login');
    await expect(page.getByTestId('startup-error').innerText()).resolves.toMatch(
      /config\.json is not valid JSON/,
    );
  });

  it('a file with wrong values lists each problem', async () => {
    const page = await newPage({ config: { demo: 'yes', services: { product: 5 } } });
    await page.goto('/login');
    const text = await page.getByTestId('startup-error').innerText();
    expect(text).toContain('"demo" must be a boolean');
    expect(text).toContain('"services.product" must be a URL or a path');
  });

  it('a demo backend the browser refuses shows why, not a blank page', async () => {
    const page = await newPage({ serviceWorkers: 'block' });
    await page.goto('/login');
    await expect(page.getByTestId('startup-error').innerText()).resolves.toContain(
      'The demo mode could not start',
    );
  });
});

describe('screen chunks', () => {
  it('the product list fetches the PDF code and the Thai font only when a PDF is asked for', async () => {
    const page = await newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.goto('/products');
    await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    const pdfFiles = () => requested.filter((path) => /exportProductsPdf|Sarabun_.*\.ttf/.test(path));
    expect(pdfFiles()).toEqual([]);
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByPlaceholder('ชื่อสินค้า').fill('มาม่า');
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: 'PDF' }).click();
    await download;
    expect(pdfFiles().some((path) => path.includes('exportProductsPdf'))).toBe(true);
    expect(pdfFiles().filter((path) => path.endsWith('.ttf'))).toHaveLength(2);
  });
});

describe('the demo chunk', () => {
  it("with demo on, /login does not download the signed-in screens' shared code", async () => {
    const page = await newPage();
    const scripts = scriptsRequested(page);
    // The demo's code is asked for once the form is on screen (after its first paint): its section
    // is drawn before, so the request itself is what is waited for.
    const demoCode = page.waitForRequest((request) =>
      /\/demo-[\w-]+\.js$/.test(new URL(request.url()).pathname),
    );
    await page.goto('/login');
    await page.getByTestId('demo-users').waitFor();
    await demoCode;
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/demo-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(screens|AppLayout)-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('with demo on, /login asks for it only once the sign-in form is drawn, then lists the demo accounts', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('input[name="password"]')) return;
        (window as Window & { formDrawnAt?: number }).formDrawnAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await page.locator('[data-username="admin"]').waitFor();
    const { formDrawnAt, demoAskedAt } = await page.evaluate(() => ({
      formDrawnAt: (window as Window & { formDrawnAt?: number }).formDrawnAt,
      demoAskedAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/demo-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(formDrawnAt).toBeGreaterThan(0);
    expect(demoAskedAt).toBeGreaterThan(formDrawnAt!);
  });
});
