// The config.json a production build ships (docs/deploying.md): the repository's public/config.json
// is the demo's, for `npm start`; a build never is. Used by vite.config.ts (the build writes it, the
// preview serves the demo's over it) and by the test servers (scripts/serveDist.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The demo's config.json: the file `npm start` serves. */
export const DEMO_CONFIG_FILE = join(REPO, 'public', 'config.json');

/**
 * The demo's config.json as text.
 * @returns {string}
 */
export function demoConfigText() {
  return readFileSync(DEMO_CONFIG_FILE, 'utf8');
}

/**
 * A build's config.json made from the demo's: the same keys and services, with the demo off (and
 * no public demo), so that copying `dist/` onto a server never starts the fake backend.
 * @param {string} demoConfig the demo's config.json, as text
 * @returns {string}
 */
export function productionConfigText(demoConfig) {
  /** @type {unknown} */
  const parsed = JSON.parse(demoConfig);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('public/config.json must hold a JSON object');
  const { publicDemo: _publicDemo, ...rest } = /** @type {Record<string, unknown>} */ (parsed);
  return `${JSON.stringify({ ...rest, demo: false }, null, 2)}\n`;
}

/**
 * Vite's plugins for config.json: the build writes the production file over the copy of
 * public/config.json; `vite preview` answers /config.json with the demo's, so that the preview the
 * README shows is the demo, while `dist/` itself holds the production file.
 * @returns {import('vite').Plugin}
 */
export function productionConfigPlugin() {
  return {
    name: 'production-config',
    generateBundle() {
      // Written with the bundle, after Vite copied public/ into the output at the build's start.
      this.emitFile({
        type: 'asset',
        fileName: 'config.json',
        source: productionConfigText(demoConfigText()),
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/config.json') return next();
        response.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        response.end(demoConfigText());
      });
    },
  };
}
