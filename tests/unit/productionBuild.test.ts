/**
 * A production build is never the demo (docs/deploying.md): the build's config.json, the preview's,
 * the nginx renderer's refusal of a demo config.json, the demo's service workers left in a browser.
 * The built dist/config.json itself is checked by the browser tests, which run after the build
 * (tests/e2e/budget.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_CONFIG_FILE,
  productionConfigPlugin,
  productionConfigText,
} from '../../scripts/productionConfig.mjs';
import { renderRefusal, renderSiteConf, servesDemoWorkers } from '../../scripts/serve-nginx.mjs';
import { unregisterDemoWorkers } from '../../src/startup/staleDemoWorkers';

/** The hook's handler, whether a plugin gives it as a function or as `{ handler }`. */
function handlerOf<T>(hook: unknown): T {
  return (typeof hook === 'function' ? hook : (hook as { handler: T }).handler) as T;
}

describe("the build's config.json", () => {
  it('is the demo file with the demo off and no public demo', () => {
    const demo = {
      demo: true,
      publicDemo: true,
      apiUrl: '',
      services: { product: '/product/api/v1/' },
      workflow: { payment: { succeeded: 'SUCCESS' } },
    };
    expect(JSON.parse(productionConfigText(JSON.stringify(demo)))).toEqual({
      demo: false,
      apiUrl: '',
      services: { product: '/product/api/v1/' },
      workflow: { payment: { succeeded: 'SUCCESS' } },
    });
    expect(() => productionConfigText('[]')).toThrow(/JSON object/);
  });

  it('is written into the build over the copy of public/config.json, which keeps the demo on for npm start', () => {
    const emitted: { type: string; fileName: string; source: string }[] = [];
    const plugin = productionConfigPlugin();
    handlerOf<(this: unknown) => void>(plugin.generateBundle).call({
      emitFile: (file: { type: string; fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ type: 'asset', fileName: 'config.json' });
    expect(JSON.parse(emitted[0]!.source)).toMatchObject({ demo: false });
    expect(JSON.parse(readFileSync(DEMO_CONFIG_FILE, 'utf8'))).toMatchObject({ demo: true });
  });

  it("is answered, in the preview the README shows, with the demo's", () => {
    const plugin: Plugin = productionConfigPlugin();
    type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
    const middlewares: Middleware[] = [];
    handlerOf<(server: unknown) => void>(plugin.configurePreviewServer)({
      middlewares: { use: (middleware: Middleware) => middlewares.push(middleware) },
    });
    expect(middlewares).toHaveLength(1);
    const ask = (url: string) => {
      const answer = { status: 0, body: '', passed: false };
      const response = {
        writeHead: (status: number) => (answer.status = status),
        end: (body: string) => (answer.body = body),
      } as unknown as ServerResponse;
      middlewares[0]!({ url } as IncomingMessage, response, () => (answer.passed = true));
      return answer;
    };
    const config = ask('/config.json?v=1');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({ demo: true });
    expect(ask('/index.html').passed).toBe(true);
    expect(ask('/assets/config.json').passed).toBe(true);
  });
});

const HSTS_LINE = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';

describe('serve-nginx --render and the demo', () => {
  it('refuses a demo config.json, and says what to write instead', () => {
    const refusal = renderRefusal({ demo: true, apiUrl: '' }, '/srv/backoffice/config.json');
    expect(refusal).toContain('/srv/backoffice/config.json');
    expect(refusal).toContain('"demo": false');
    expect(refusal).toContain('"publicDemo": true');
    expect(renderRefusal({ demo: true, publicDemo: false })).toBeDefined();
    expect(renderRefusal({ demo: 'false' })).toMatch(/"demo" must be true or false/);
    expect(renderRefusal({ demo: true, publicDemo: 'yes' })).toMatch(/"publicDemo" must be true or false/);
    expect(renderRefusal([])).toMatch(/JSON object/);
  });

  it('refuses a config.json holding decryption keys with the demo off, naming them and crypto.keysUrl', () => {
    const refusal = renderRefusal(
      { demo: false, crypto: { profileKey: 'a-key-of-sixteen', withdrawKey: ' ', refundKey: 'r' } },
      '/srv/backoffice/config.json',
    );
    expect(refusal).toContain('/srv/backoffice/config.json');
    expect(refusal).toContain('crypto.profileKey, crypto.refundKey');
    expect(refusal).not.toContain('withdrawKey');
    expect(refusal).toContain('"crypto.keysUrl"');
    expect(renderRefusal({ crypto: { refundKey: 'r' } })).toBeDefined();
    expect(
      renderRefusal({ demo: false, crypto: { keysUrl: '/auth/CryptoKeys', profileKey: '' } }),
    ).toBeUndefined();
    expect(renderRefusal({ demo: true, publicDemo: true, crypto: { profileKey: 'p' } })).toBeUndefined();
  });

  it('renders the demo off, a config without the key (not a demo) and an explicit public demo', () => {
    expect(renderRefusal({ demo: false, apiUrl: 'https://api.example.co.th' })).toBeUndefined();
    expect(renderRefusal({})).toBeUndefined();
    expect(renderRefusal({ demo: true, publicDemo: true })).toBeUndefined();
  });

  describe('the command', () => {
    const dirs: string[] = [];
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });
    const render = (config: unknown, ...extra: string[]) => {
      const dir = mkdtempSync(join(tmpdir(), 'render-'));
      dirs.push(dir);
      writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
      const run = spawnSync(
        process.execPath,
        [
          'scripts/serve-nginx.mjs',
          '--render',
          join(dir, 'out'),
          '--root',
          '/srv/backoffice',
          '--config',
          join(dir, 'config.json'),
          ...extra,
        ],
        { encoding: 'utf8' },
      );
      const file = join(dir, 'out', 'backoffice.conf');
      const written = existsSync(file);
      return { ...run, written, conf: written ? readFileSync(file, 'utf8') : '' };
    };

    it('exits with an error and writes nothing for a demo config.json', () => {
      const run = render({ demo: true });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/Refusing to render: .*config\.json is a demo config\.json/);
      expect(run.written).toBe(false);
    });

    it('writes the configuration for the demo off', () => {
      const run = render({ demo: false });
      expect(run.status).toBe(0);
      expect(run.written).toBe(true);
    });

    it('exits with an error and writes nothing for decryption keys with the demo off', () => {
      const run = render({ demo: false, crypto: { withdrawKey: 'a-key-of-sixteen' } });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(
        /Refusing to render: .*config\.json holds decryption keys \(crypto\.withdrawKey\)/,
      );
      expect(run.written).toBe(false);
    });

    it('sends Strict-Transport-Security unless told --no-hsts', () => {
      expect(render({ demo: false }).conf).toContain(HSTS_LINE);
      expect(render({ demo: false }, '--hsts').conf).toContain(HSTS_LINE);
      const off = render({ demo: false }, '--no-hsts');
      expect(off.status).toBe(0);
      expect(off.conf).not.toContain('add_header Strict-Transport-Security');
    });
  });

  it('puts Strict-Transport-Security beside every other security header by default', () => {
    const csp = "default-src 'self'";
    const conf = renderSiteConf({ root: '/srv/backoffice', csp });
    const cspLines = conf.split('\n').filter((line) => line.includes('add_header Content-Security-Policy'));
    const hstsLines = conf
      .split('\n')
      .filter((line) => line.includes('add_header Strict-Transport-Security'));
    expect(cspLines.length).toBeGreaterThan(1);
    expect(hstsLines.map((line) => line.trim())).toEqual(cspLines.map(() => HSTS_LINE));
    expect(renderSiteConf({ root: '/srv/backoffice', csp, hsts: false })).not.toContain(
      'add_header Strict-Transport-Security',
    );
  });

  it("serves the demo's service workers only when the config.json runs the demo", () => {
    const WORKERS = 'location ~ ^/(demo|mock)ServiceWorker\\.js$ {';
    const workersLocation = (conf: string) => {
      const at = conf.indexOf(WORKERS);
      return at < 0 ? '' : conf.slice(at, conf.indexOf('\n}', at) + 2);
    };
    expect(servesDemoWorkers({ demo: true })).toBe(true);
    expect(servesDemoWorkers({ demo: false })).toBe(false);
    expect(servesDemoWorkers({})).toBe(false);

    const csp = "default-src 'self'";
    const off = workersLocation(renderSiteConf({ root: '/srv/backoffice', csp }));
    expect(off).toBe(`${WORKERS}\n    return 404;\n}`);
    const on = workersLocation(renderSiteConf({ root: '/srv/backoffice', csp, demo: true }));
    expect(on).toContain('add_header Service-Worker-Allowed "/" always;');
    expect(on).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(on).not.toContain('return 404');
  });
});

describe('unregisterDemoWorkers', () => {
  /** A registration whose active worker runs `script`; records whether it was unregistered. */
  const registration = (script: string, state: 'active' | 'waiting' | 'installing' = 'active') => {
    const record = {
      unregistered: false,
      active: null as { scriptURL: string } | null,
      waiting: null as { scriptURL: string } | null,
      installing: null as { scriptURL: string } | null,
      unregister: async () => (record.unregistered = true),
    };
    record[state] = { scriptURL: script };
    return record;
  };

  it("removes the demo's workers, ours and MSW's, and leaves any other service worker", async () => {
    const ours = registration('https://backoffice.example.co.th/demoServiceWorker.js');
    const msw = registration('https://backoffice.example.co.th/mockServiceWorker.js', 'waiting');
    const installing = registration(
      'https://backoffice.example.co.th/demoServiceWorker.js?v=2',
      'installing',
    );
    const other = registration('https://backoffice.example.co.th/push-worker.js');
    const lookalike = registration('https://backoffice.example.co.th/assets/notdemoServiceWorker.js.map');
    const all = [ours, msw, installing, other, lookalike];
    const container = {
      getRegistrations: async () => all as unknown as readonly ServiceWorkerRegistration[],
    };
    expect(await unregisterDemoWorkers(container)).toBe(3);
    expect(all.map((one) => one.unregistered)).toEqual([true, true, true, false, false]);
  });

  it('does nothing where the page may not use service workers', async () => {
    expect(await unregisterDemoWorkers(undefined)).toBe(0);
    expect(await unregisterDemoWorkers({ getRegistrations: async () => [] })).toBe(0);
  });
});
