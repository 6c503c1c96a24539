import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../bench/demoApi';
import { serve } from '../../../bench/serve.mjs';
import { closePages, newPage, sharedBrowser, signInAt } from '../../../tests/e2e/support';

sharedBrowser();

/** The app with its demo off, against the demo's API served from Node on the same origin. */
const LIVE_CONFIG = { demo: false };
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  // The API needs the server's origin, and the server needs the API: it is filled in once both exist.
  const backend: { api?: (request: Request) => Promise<Response | undefined> } = {};
  server = await serve({ root: resolve('dist'), api: (request: Request) => backend.api!(request) });
  backend.api = await createDemoApi(LIVE_CONFIG, server.url);
});
afterAll(async () => {
  await closePages();
  await server?.close();
});

describe('decryption keys with the real services on', () => {
  it('refuses to start with keys written in config.json, saying where they belong', async () => {
    const page = await newPage({
      baseURL: server.url,
      config: { ...LIVE_CONFIG, crypto: { profileKey: 'a-key-in-config!' } },
    });
    await page.goto('/login');
    await expect.poll(() => page.locator('body').innerText()).toContain('crypto.keysUrl');
    await expect(page.locator('input[name="username"]').count()).resolves.toBe(0);
  });

  it('runs without them, the diagnostics page showing the real services', async () => {
    const page = await newPage({ baseURL: server.url, config: LIVE_CONFIG });
    await signInAt(page, 'admin', '/test');
    await page.getByText('บริการจริง').first().waitFor();
  });
});
