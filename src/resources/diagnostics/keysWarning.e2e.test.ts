import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../bench/demoApi';
import { serve } from '../../../bench/serve.mjs';
import { closePages, newPage, sharedBrowser, signIn } from '../../../tests/e2e/support';

sharedBrowser();

/** The app with its demo off, against the demo's API served from Node on the same origin. */
const LIVE_CONFIG = { demo: false, crypto: { profileKey: 'a-key-in-config!' } };
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

describe('the diagnostics page with the real services on', () => {
  it('warns that decryption keys written in config.json can be read by anyone', async () => {
    const page = await newPage({ baseURL: server.url, config: LIVE_CONFIG });
    await signIn(page, 'admin');
    await page.goto('/test');
    await expect
      .poll(() => page.getByTestId('keys-exposed').innerText())
      .toContain('ใครก็ตามที่เปิดหน้านี้ได้จะอ่านกุญแจได้');

    const withoutKeys = await newPage({ baseURL: server.url, config: { demo: false } });
    await signIn(withoutKeys, 'admin');
    await withoutKeys.goto('/test');
    await withoutKeys.getByText('บริการจริง').first().waitFor();
    expect(await withoutKeys.getByTestId('keys-exposed').count()).toBe(0);
  });
});
