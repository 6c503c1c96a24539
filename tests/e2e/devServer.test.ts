import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { closePages, closeTestPages, newPage, sharedBrowser, signIn } from './support';

sharedBrowser();
afterEach(closeTestPages);

// `npm start` (the README's first command) is the dev server: the demo's service worker sees
// every module it serves, unlike the built app's few files, so it is tried here too.
let server: ViteDevServer;
let url: string;
beforeAll(async () => {
  server = await createServer({
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  url = server.resolvedUrls!.local[0].replace(/\/$/, '');
  // The first visit makes the dev server bundle the dependencies it finds, which reloads the page
  // once; the test itself starts after that.
  // The page's own load waits on every module the dev server compiles first: the form is what tells
  // the warm-up is over, with its wait.
  const warmUp = await newPage({ baseURL: url });
  await warmUp.goto('/login', { waitUntil: 'commit' });
  await warmUp.locator('input[name="username"]').waitFor({ timeout: 90_000 });
  await signIn(warmUp, 'admin').catch(() => undefined);
  await warmUp.goto('/brands');
  await warmUp
    .locator('.RaDataTable-table tbody tr')
    .first()
    .waitFor({ timeout: 90_000 })
    .catch(() => undefined);
  await closePages();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

describe('npm start (the dev server, demo on)', () => {
  it('signs in, and reloading a list with the demo worker already running shows its rows', async () => {
    const page = await newPage({ baseURL: url });
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.goto('/brands');
    await page.locator('.RaDataTable-table tbody tr').first().waitFor({ timeout: 90_000 });
    expect(await page.locator('.RaDataTable-table tbody tr').count()).toBeGreaterThan(0);
  }, 180_000);
});
