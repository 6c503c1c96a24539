import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { serveDist } from '../../scripts/serveDist.mjs';
import { browserTestConfig } from './testConfig';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same app under a host name that is not this machine's own (a public demo's). */
    publicHostUrl: string;
    wsEndpoint: string;
  }
}

/** A name the browser resolves to 127.0.0.1 without being a loopback name (docs/deploying.md). */
const PUBLIC_HOST = 'backoffice.example.test';

/**
 * One built app and one browser for every browser test file. The build's own config.json has the
 * demo off (docs/deploying.md); the tests run it as `npm start` does, with the demo's config.json
 * (public/config.json, with the tests' few keys: testConfig.ts) served over it, on 127.0.0.1 where
 * the demo may start.
 */
export default async function setup(project: TestProject) {
  const app = await serveDist({ config: JSON.stringify(browserTestConfig()) });
  const publicHostUrl = `http://${PUBLIC_HOST}:${new URL(app.url).port}`;
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    // The public host reaches the same server, and may register service workers as HTTPS would.
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${publicHostUrl}`,
    ],
    headless: true,
  });
  project.provide('baseUrl', app.url);
  project.provide('publicHostUrl', publicHostUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await app.close();
  };
}
