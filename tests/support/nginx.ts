/**
 * What the nginx tests share (tests/served/nginx.test.ts over HTTP, tests/e2e/nginx.test.ts in the
 * browser): plain GETs that show the server's own answer, the security headers every answer
 * carries, and a copy of the build with a production config.json.
 */
import { chmodSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';

export const DIST = resolve('dist');
export const WAIT = 30_000;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain GET with exactly the given headers (no automatic Accept-Encoding, no decompression). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
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

export const header = (answer: Answer, name: string) => String(answer.headers[name.toLowerCase()] ?? '');
export const isAppShell = (answer: Answer) => answer.body.toString('utf8').includes('<div id="root">');

/** The directives of a CSP header, by name. */
export function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

export function expectSecurityHeaders(answer: Answer, csp: string) {
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

/** The origins a production config.json names: the API, the development host, a mail service. */
export const PRODUCTION_ORIGINS = {
  API: 'https://api.example.co.th',
  DEV_API: 'https://dev-api.example.co.th:8443',
  MAIL: 'https://mail.example.com',
} as const;

/** A copy of the build whose config.json has the demo off and names the origins above. */
export function productionCopyOfBuild(): string {
  const { API, DEV_API, MAIL } = PRODUCTION_ORIGINS;
  const root = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
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
  return root;
}

/** The entry script named in the build's index.html, e.g. /assets/index-D41Qd3pC.js. */
export function entryScriptOfBuild(): string {
  const match = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    readFileSync(join(DIST, 'index.html'), 'utf8'),
  );
  if (!match) throw new Error('dist/index.html names no entry script under /assets/');
  return match[1];
}
