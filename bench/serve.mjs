// Serves a built app the way the perf kit's serve-dist.mjs does, so that every app measured side by
// side is served alike: loopback only, gzip level 6 (precomputed) when accepted, `Cache-Control:
// no-cache` with an ETag, real 404s for missing files, index.html for every other path. With `api`,
// requests no file answers are first offered to it (a fetch-style handler: Request -> Response or
// undefined), which is how the benchmark serves the demo backend to the app with its demo off.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/**
 * @param {{ root: string, api?: (request: Request) => Promise<Response | undefined> }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serve({ root, api }) {
  const dir = path.resolve(root);
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${root}: no index.html`);
  const cache = new Map();
  const load = (file) => {
    if (!cache.has(file)) {
      const body = fs.readFileSync(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const gz = COMPRESSIBLE.test(type) && body.length > 1024 ? zlib.gzipSync(body, { level: 6 }) : null;
      const etag = `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      cache.set(file, { body, gz, type, etag });
    }
    return cache.get(file);
  };
  const sendFile = (req, res, file) => {
    const f = load(file);
    const headers = {
      'Content-Type': f.type,
      'Cache-Control': 'no-cache',
      ETag: f.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === f.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const gzip = f.gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? f.gz : f.body;
    res.writeHead(200, {
      ...headers,
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = http.createServer(async (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    const file = path.join(dir, pathname);
    if (file !== dir && !file.startsWith(dir + path.sep)) {
      res.writeHead(403);
      return res.end();
    }
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return sendFile(req, res, file);
    if (api) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks);
      const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => [name, v]),
        ),
        body,
      });
      const answer = await api(request);
      if (answer) {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        return res.end(Buffer.from(await answer.arrayBuffer()));
      }
    }
    if (path.extname(pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    // A page of its own (Adv.html answers /Adv), as nginx's `try_files $uri $uri.html /index.html`.
    if (fs.existsSync(`${file}.html`)) return sendFile(req, res, `${file}.html`);
    return sendFile(req, res, path.join(dir, 'index.html'));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
