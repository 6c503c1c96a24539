// A static server for the built app (dist/), as a web server would serve it: files as they are,
// a public page's path with its own HTML file (/Adv: Adv.html), every other path with index.html
// (history-mode routes). Listens on 127.0.0.1 only. `config` answers /config.json with another file
// than the build's (the browser tests run the demo over a build whose own config.json is not one).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

/**
 * @param {{ root?: string, port?: number, config?: string | Record<string, unknown> }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveDist({ root = resolve('dist'), port = 0, config } = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built app in ${root}: run "npm run build" first.`);
  }
  const configBody = typeof config === 'string' || config === undefined ? config : JSON.stringify(config);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (configBody !== undefined && pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      response.end(configBody);
      return;
    }
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    // A page of its own (Adv.html answers /Adv), as nginx's `try_files $uri $uri.html /index.html`.
    else if (!existsSync(file) || statSync(file).isDirectory())
      file = existsSync(`${file}.html`) ? `${file}.html` : join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${join(root, 'assets')}`);
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The service worker of the demo backend must control the whole origin.
      'Service-Worker-Allowed': '/',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
