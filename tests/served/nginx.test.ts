/**
 * The built app behind nginx, configured as in production (deploy/nginx/, scripts/serve-nginx.mjs),
 * asked over plain HTTP: headers, SPA fallback, real 404s, compression, the Content-Security-Policy
 * it builds from the config.json it serves, the demo's service workers served only when that file
 * runs the demo. No browser: what a page does under these headers is tests/e2e/nginx.test.ts's.
 * Starts its own nginx on a free 127.0.0.1 port; nginx is installed (apt-get, as root) when missing.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONFIG_FILE } from '../../scripts/productionConfig.mjs';
import { contentSecurityPolicy, serveWithNginx, type NginxServer } from '../../scripts/serve-nginx.mjs';
import {
  DIST,
  directives,
  entryScriptOfBuild,
  expectSecurityHeaders,
  get,
  header,
  isAppShell,
  PRODUCTION_ORIGINS,
  productionCopyOfBuild,
} from '../support/nginx';

let server: NginxServer;
let csp: string;
/** The entry script named in index.html, e.g. /assets/index-D41Qd3pC.js. */
let entryScript: string;

beforeAll(async () => {
  // The build's own config.json has the demo off: this server answers with the demo's, as
  // `npm run serve:nginx -- --demo` does.
  server = await serveWithNginx({ root: DIST, config: DEMO_CONFIG_FILE });
  csp = server.csp;
  entryScript = entryScriptOfBuild();
}, 300_000);

afterAll(async () => {
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
});

describe('nginx with a production config.json', () => {
  const { API, DEV_API, MAIL } = PRODUCTION_ORIGINS;
  let root: string;
  let production: NginxServer;

  beforeAll(async () => {
    root = productionCopyOfBuild();
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
});
