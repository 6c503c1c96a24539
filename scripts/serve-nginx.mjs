// Builds the app and serves dist/ with nginx, configured as in production (deploy/nginx/): SPA
// fallback, real 404s for missing files, gzip (and brotli when nginx has the module), immutable
// caching of hashed assets, security headers with a Content-Security-Policy computed from the
// deployed config.json. Listens on 127.0.0.1 only; runs unprivileged, touching nothing in /etc/nginx.
//
//   node scripts/serve-nginx.mjs [--no-build] [--port 8080] [--root dist] [--demo | --config <file>]
//                                [--no-hsts]
//   node scripts/serve-nginx.mjs --render <dir> [--root /srv/backoffice] [--config <config.json>]
//                                [--brotli | --no-brotli] [--no-hsts]
//
// Served locally, the build's own config.json has the demo off; --demo answers /config.json with the
// demo's (public/config.json), --config with another file.
// --render writes the server-block configuration (backoffice.conf) for a real nginx and exits: its
// root is --root, its CSP comes from --config (default: <root>/config.json). It refuses a demo
// config.json ("demo": true) unless the file asks for a public demonstration site
// ("publicDemo": true), and one that holds decryption keys with the demo off (they belong behind
// crypto.keysUrl).
// Every response carries Strict-Transport-Security, for a site served over HTTPS only; --no-hsts
// leaves it out, for a site that must still answer plain HTTP (--hsts, once needed to turn it on,
// is still accepted). Browsers ignore the header over the local server's plain HTTP.
// Installs Debian's nginx (apt-get, as root) when it is missing. See docs/deploying.md.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_CONFIG_FILE } from './productionConfig.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATES = join(REPO, 'deploy', 'nginx');
const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
  '/usr/bin/nginx',
];
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const BROTLI_PACKAGES = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];
const HSTS = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';
const COMPRESSIBLE_TYPES =
  'text/css text/plain text/javascript application/javascript application/json image/svg+xml ' +
  'application/manifest+json font/ttf application/vnd.ms-fontobject';

// ---------------------------------------------------------------- Content-Security-Policy

/** An origin fit for a CSP source list: scheme, host and optional port, nothing else. */
const SAFE_ORIGIN = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origins the app calls, from a parsed config.json (README.md,
 * "Pointing the app at real services"): apiUrl, devApiUrl, every absolute URL in services, and
 * crypto.keysUrl. Paths (joined to apiUrl, or "dev:/..." to devApiUrl) add nothing of their own. Throws
 * on a URL that cannot be an origin.
 * @param {unknown} config
 * @returns {string[]}
 */
export function apiOrigins(config) {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new Error('config.json must hold a JSON object');
  }
  const record = /** @type {Record<string, unknown>} */ (config);
  /** @type {unknown[]} */
  const urls = [record.apiUrl, record.devApiUrl];
  if (typeof record.services === 'object' && record.services !== null)
    urls.push(...Object.values(record.services));
  if (typeof record.crypto === 'object' && record.crypto !== null) {
    urls.push(/** @type {Record<string, unknown>} */ (record.crypto).keysUrl);
  }
  const origins = new Set();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) continue;
    let origin;
    try {
      origin = new URL(url.trim()).origin;
    } catch {
      throw new Error(`config.json: "${url}" is not a valid URL`);
    }
    if (!SAFE_ORIGIN.test(origin)) throw new Error(`config.json: "${url}" has an origin unfit for a CSP`);
    origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The origins images may come from besides the services (config.json's `imageOrigins`, an image
 * CDN): each an origin only, as src/config/config.ts checks it too. Throws on anything else.
 * @param {unknown} config
 * @returns {string[]}
 */
export function imageOrigins(config) {
  const value = /** @type {Record<string, unknown>} */ (config).imageOrigins;
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error('config.json: "imageOrigins" must be a list of origins');
  const origins = new Set();
  for (const origin of value) {
    if (typeof origin !== 'string' || !SAFE_ORIGIN.test(origin))
      throw new Error(`config.json: "imageOrigins" holds ${JSON.stringify(origin)}, not an origin`);
    origins.add(origin.toLowerCase());
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy for a parsed config.json.
 * @param {unknown} config
 * @returns {string}
 */
export function contentSecurityPolicy(config) {
  const apiList = apiOrigins(config);
  const api = apiList.join(' ');
  const withApi = (/** @type {string} */ sources) => (api ? `${sources} ${api}` : sources);
  const images = [...apiList, ...imageOrigins(config).filter((origin) => !apiList.includes(origin))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI's emotion injects <style> tags and React writes style attributes: no nonce can cover them.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...images].join(' '),
    "font-src 'self'",
    withApi("connect-src 'self'"),
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// ---------------------------------------------------------------- the demo

/** The decryption keys of config.json's `crypto` (src/config/config.ts, KEY_FIELDS). */
const KEY_FIELDS = ['profileKey', 'withdrawKey', 'refundKey'];

/**
 * Why a parsed config.json must not be rendered for a real server, or undefined when it may: a demo
 * config.json puts staff on the built-in fake backend (docs/deploying.md), unless the file asks for
 * a public demonstration site explicitly; decryption keys written in it with the demo off can be
 * read by anyone (the app refuses to start with them too).
 * @param {unknown} config
 * @param {string} [file] the file's name, for the message
 * @returns {string | undefined}
 */
export function renderRefusal(config, file = 'config.json') {
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    return `${file} must hold a JSON object.`;
  const { demo, publicDemo } = /** @type {Record<string, unknown>} */ (config);
  if (demo !== undefined && typeof demo !== 'boolean')
    return `${file}: "demo" must be true or false, not ${JSON.stringify(demo)}.`;
  if (publicDemo !== undefined && typeof publicDemo !== 'boolean')
    return `${file}: "publicDemo" must be true or false, not ${JSON.stringify(publicDemo)}.`;
  if (demo === true && publicDemo !== true)
    return (
      `Refusing to render: ${file} is a demo config.json ("demo": true). On a server it would put ` +
      'staff on the built-in fake backend, with made-up data kept in their browsers. Write "demo": ' +
      'false and the real services (README, docs/deploying.md); for a public demonstration site, ' +
      'add "publicDemo": true.'
    );
  const crypto = /** @type {Record<string, unknown>} */ (config).crypto;
  const written =
    typeof crypto === 'object' && crypto !== null
      ? KEY_FIELDS.filter((field) => {
          const value = /** @type {Record<string, unknown>} */ (crypto)[field];
          return typeof value === 'string' && value.trim() !== '';
        })
      : [];
  if (demo !== true && written.length)
    return (
      `Refusing to render: ${file} holds decryption keys (${written.map((field) => `crypto.${field}`).join(', ')}) ` +
      'with the demo off. config.json is public: anyone who can load the page could read them. Leave ' +
      'them empty and set "crypto.keysUrl" to the URL that gives them to a signed-in user ' +
      '(docs/deploying.md, "Decryption keys"); the app refuses to start with them as well.'
    );
  return undefined;
}

/**
 * Whether a parsed config.json runs the demo, whose service worker files are then served; with the
 * demo off they are not (docs/deploying.md).
 * @param {unknown} config
 */
export function servesDemoWorkers(config) {
  return (
    typeof config === 'object' && config !== null && /** @type {{ demo?: unknown }} */ (config).demo === true
  );
}

/** The location of the demo's service workers: served for a demo, a 404 otherwise. */
function demoWorkersLocation(serve, headers) {
  if (!serve)
    return [
      '# The demo is off: its service workers are not served (docs/deploying.md). The app unregisters',
      '# one an earlier demo left in a browser.',
      'location ~ ^/(demo|mock)ServiceWorker\\.js$ {',
      '    return 404;',
      '}',
    ].join('\n');
  return [
    "# The demo backend's service worker (ours, which imports MSW's) controls the whole origin and",
    '# must update promptly. Served because this config.json runs the demo.',
    'location ~ ^/(demo|mock)ServiceWorker\\.js$ {',
    '    add_header Cache-Control "no-cache" always;',
    '    add_header Service-Worker-Allowed "/" always;',
    ...headers.split('\n').map((line) => `    ${line}`),
    '}',
  ].join('\n');
}

// ---------------------------------------------------------------- rendering

/** Fills {{NAME}} placeholders, leaving comment lines as they are (they document the placeholders). */
function fill(template, values) {
  return template
    .split('\n')
    .map((line) => {
      if (line.trimStart().startsWith('#')) return line;
      return line.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
        if (!(name in values)) throw new Error(`No value for ${match} in an nginx template`);
        const indent = /^\s*/.exec(line)?.[0] ?? '';
        return String(values[name]).split('\n').join(`\n${indent}`);
      });
    })
    .join('\n');
}

const readTemplate = (name) => readFileSync(join(TEMPLATES, name), 'utf8');

/** The directives of the brotli module(s) that are loaded. */
function brotliDirectives({ filter, staticFiles }) {
  const lines = [];
  if (filter) {
    lines.push('brotli on;', 'brotli_comp_level 5;', `brotli_types ${COMPRESSIBLE_TYPES};`);
  }
  if (staticFiles) lines.push('brotli_static on;');
  return lines.length
    ? ['# Brotli (the nginx module is loaded).', ...lines].join('\n')
    : '# No brotli: the nginx module is not loaded.';
}

/**
 * The server-block configuration (backoffice.conf) for a built app in `root`. `demo`: the config.json
 * served runs the demo, whose service workers are then served. `configFile`: /config.json answers
 * with this file instead of the one in `root` (a local server only).
 * @param {{ root: string, csp: string, brotli?: { filter: boolean, staticFiles: boolean }, hsts?: boolean, demo?: boolean, configFile?: string }} options
 */
export function renderSiteConf({
  root,
  csp,
  brotli = { filter: false, staticFiles: false },
  hsts = true,
  demo = false,
  configFile,
}) {
  if (/[\s;"'{}$]/.test(root)) throw new Error(`The app's directory must not hold spaces or ;"'{}$: ${root}`);
  if (configFile !== undefined && /[\s;"'{}$]/.test(configFile))
    throw new Error(`The config.json's path must not hold spaces or ;"'{}$: ${configFile}`);
  if (/["$\\]/.test(csp)) throw new Error('The Content-Security-Policy must not hold " $ or \\');
  const headers = fill(readTemplate('security-headers.conf.template'), { CSP: csp })
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .concat(hsts ? [HSTS] : [])
    .join('\n');
  return fill(readTemplate('backoffice.conf.template'), {
    ROOT: root,
    BROTLI: brotliDirectives(brotli),
    SECURITY_HEADERS: headers,
    CONFIG_FILE: configFile
      ? `alias ${configFile};`
      : '# The deployed config.json, in the root beside index.html.',
    DEMO_WORKERS: demoWorkersLocation(demo, headers),
  });
}

// ---------------------------------------------------------------- nginx on this machine

function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function capture(command, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', () => resolvePromise({ code: -1, output }));
    child.on('exit', (code) => resolvePromise({ code, output }));
  });
}

function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  return NGINX_CANDIDATES.find((path) => existsSync(path));
}

/**
 * The nginx binary; installs Debian's nginx (and its brotli modules when the distribution has them)
 * when it is missing and we are root, as scripts/ensure-chromium.mjs does for Chromium.
 * @returns {Promise<string>}
 */
export async function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.env.NGINX_PATH)
    throw new Error(`NGINX_PATH is set, but ${process.env.NGINX_PATH} does not exist.`);
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'nginx is missing. Install it (Debian/Ubuntu: sudo apt-get install -y nginx ' +
        `${BROTLI_PACKAGES.join(' ')}) or set NGINX_PATH to its binary.`,
    );
  }
  console.log('Installing Debian nginx…');
  const apt = ['-o', 'DPkg::Lock::Timeout=600', '-y', '-qq'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['-o', 'DPkg::Lock::Timeout=600', '-qq', 'update'], { env });
  await run('apt-get', [...apt, 'install', 'nginx'], { env });
  // Brotli is a bonus: the packages exist in Debian 12 and later, not everywhere.
  const brotli = await capture('apt-cache', ['show', ...BROTLI_PACKAGES]);
  if (brotli.code === 0) {
    await run('apt-get', [...apt, 'install', ...BROTLI_PACKAGES], { env }).catch((error) =>
      console.warn(`Brotli modules not installed (${error.message}); serving gzip only.`),
    );
  }
  const installed = findNginx();
  if (!installed) throw new Error('nginx did not install.');
  return installed;
}

/** What this nginx offers: the brotli module files, and whether it knows -e (1.19.5 and later). */
async function nginxFeatures(nginx) {
  const { output } = await capture(nginx, ['-V']);
  const modulesPath = /--modules-path=(\S+)/.exec(output)?.[1] ?? '/usr/lib/nginx/modules';
  const [filter, staticFiles] = BROTLI_MODULES.map((file) => join(modulesPath, file));
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(output) ?? [])
    .slice(1)
    .map(Number);
  return {
    filter: existsSync(filter) ? filter : undefined,
    staticFiles: existsSync(filter) && existsSync(staticFiles) ? staticFiles : undefined,
    errorLogOption: major * 1_000_000 + minor * 1_000 + patch >= 1_019_005,
  };
}

/** A port that is free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

/** Can the unprivileged worker user read the app? (Only asked when we run as root.) */
async function nobodyCanRead(file) {
  return new Promise((resolvePromise) => {
    const child = spawn('test', ['-r', file], { uid: 65534, gid: 65534, stdio: 'ignore' });
    child.on('error', () => resolvePromise(false));
    child.on('exit', (code) => resolvePromise(code === 0));
  });
}

/** A config.json, parsed; a missing file is the defaults (`{}`). */
function readConfigFile(file) {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
}

/** The CSP for the config.json in `root`; a missing file means the defaults (same origin only). */
export function cspForRoot(root, file = join(root, 'config.json')) {
  return contentSecurityPolicy(readConfigFile(file));
}

/** Starts nginx on `port` and resolves once it listens (its pid file is written after binding). */
async function startNginx({ nginx, prefix, conf, port, errorLogOption }) {
  // -e: the error log before the configuration is read (else a compiled-in path under /var/log).
  const errorLog = errorLogOption ? ['-e', 'stderr'] : [];
  const child = spawn(nginx, ['-p', prefix, '-c', conf, ...errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolvePromise) =>
    child.on('exit', (code, signal) => resolvePromise({ code, signal })),
  );
  const pidFile = join(prefix, 'nginx.pid');
  const deadline = Date.now() + 20_000;
  let ended;
  exited.then((result) => (ended = result));
  while (!ended) {
    if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(child.pid)) {
      return { child, exited };
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${port} within 20 s:\n${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  const error = new Error(`nginx exited (${ended.code ?? ended.signal}) on port ${port}:\n${stderr}`);
  error.addressInUse = /Address already in use/.test(stderr);
  throw error;
}

/**
 * Serves the built app in `root` with nginx on 127.0.0.1:`port` (a free port when 0); `config`
 * answers /config.json with that file instead of the root's (the demo's, say). It sends the headers
 * a deployment sends, Strict-Transport-Security included unless `hsts` is false: browsers ignore
 * that header over plain HTTP and for an IP address, so it changes nothing locally.
 * @param {{ root?: string, port?: number, config?: string, hsts?: boolean }} [options]
 * @returns {Promise<import('./serve-nginx.d.mts').NginxServer>}
 */
export async function serveWithNginx({ root = join(REPO, 'dist'), port = 0, config, hsts = true } = {}) {
  root = resolve(root);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built app in ${root}: run "npx vite build" first.`);
  }
  const configFile = config === undefined ? undefined : resolve(config);
  if (configFile && !existsSync(configFile)) throw new Error(`${configFile} does not exist.`);
  const served = readConfigFile(configFile ?? join(root, 'config.json'));
  const csp = contentSecurityPolicy(served);
  const demo = servesDemoWorkers(served);
  const nginx = await ensureNginx();
  const modules = await nginxFeatures(nginx);
  const brotli = { filter: !!modules.filter, staticFiles: !!modules.staticFiles };
  let user = '';
  if (process.getuid?.() === 0) {
    // As root, nginx runs its workers as `user`; nobody when it can read the app, else root
    // (a local, loopback-only server: a real deployment uses its distribution's nginx user).
    user = (await nobodyCanRead(join(root, 'index.html'))) ? 'user nobody nogroup;' : 'user root root;';
  }

  const prefix = mkdtempSync(join(tmpdir(), 'nginx-backoffice-'));
  chmodSync(prefix, 0o755);
  const siteConf = join(prefix, 'backoffice.conf');
  writeFileSync(siteConf, renderSiteConf({ root, csp, brotli, hsts, demo, configFile }));
  const loadModules = [modules.filter, modules.staticFiles]
    .filter(Boolean)
    .map((file) => `load_module ${file};`)
    .join('\n');

  let started;
  let listenPort = port;
  for (let attempt = 1; !started; attempt++) {
    listenPort = port || (await freePort());
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      fill(readTemplate('nginx.conf.template'), {
        LOAD_MODULES: loadModules || '# No dynamic modules.',
        USER: user || '# Not root: the workers run as the current user.',
        PREFIX: prefix,
        LISTEN: `127.0.0.1:${listenPort}`,
        SITE_CONF: siteConf,
      }),
    );
    try {
      started = await startNginx({
        nginx,
        prefix,
        conf,
        port: listenPort,
        errorLogOption: modules.errorLogOption,
      });
    } catch (error) {
      // Another process took the free port between our check and nginx's bind: try another one.
      if (port || attempt >= 3 || !error.addressInUse) {
        rmSync(prefix, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const { child, exited } = started;
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  let closing;
  const close = () =>
    (closing ??= (async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // fast shutdown: the master stops its workers, then exits
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    })());
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    brotli: brotli.filter,
    csp,
    demo,
    prefix,
    exited: exited.then(({ code, signal }) => code ?? signal),
    close,
  };
}

// ---------------------------------------------------------------- command line

function parseArgs(argv) {
  const options = { build: true, port: Number(process.env.PORT) || 8080, root: join(REPO, 'dist') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--no-build') options.build = false;
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--root') options.root = resolve(value());
    else if (arg === '--render') options.render = resolve(value());
    else if (arg === '--config') options.config = resolve(value());
    else if (arg === '--demo') options.demo = true;
    else if (arg === '--brotli') options.brotli = true;
    else if (arg === '--no-brotli') options.brotli = false;
    else if (arg === '--hsts') options.hsts = true;
    else if (arg === '--no-hsts') options.hsts = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`Unknown option ${arg} (try --help)`);
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
    throw new Error('--port must be a port number');
  }
  if (options.demo && (options.render || options.config))
    throw new Error('--demo serves the demo locally: it goes with neither --render nor --config');
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    const usage = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport ')[0];
    console.log(usage.replace(/^\/\/ ?/gm, ''));
    return;
  }
  if (options.render) {
    // For a real server: the CSP must come from the config.json deployed there.
    const configFile = options.config ?? join(options.root, 'config.json');
    if (!existsSync(configFile)) {
      throw new Error(`${configFile} does not exist: give the deployed config.json with --config <file>.`);
    }
    const config = readConfigFile(configFile);
    const refusal = renderRefusal(config, configFile);
    if (refusal) throw new Error(refusal);
    const csp = contentSecurityPolicy(config);
    const demo = servesDemoWorkers(config);
    if (demo)
      console.warn(
        `${configFile} asks for a public demonstration site ("publicDemo": true): the demo's service ` +
          'workers are served, and every screen says it is a demo.',
      );
    const brotli = options.brotli ?? false;
    mkdirSync(options.render, { recursive: true });
    const file = join(options.render, 'backoffice.conf');
    writeFileSync(
      file,
      renderSiteConf({
        root: options.root,
        csp,
        brotli: { filter: brotli, staticFiles: brotli },
        hsts: options.hsts ?? true,
        demo,
      }),
    );
    console.log(`Wrote ${file}: include it in a server block (docs/deploying.md).`);
    return;
  }
  if (options.build) await run('npx', ['vite', 'build'], { cwd: REPO });
  const server = await serveWithNginx({
    root: options.root,
    port: options.port,
    config: options.demo ? DEMO_CONFIG_FILE : options.config,
    hsts: options.hsts ?? true,
  });
  console.log(
    `Serving ${options.root} with nginx at ${server.url} (gzip${server.brotli ? ', brotli' : ''}), ` +
      `${server.demo ? 'in demo mode' : 'with the demo off (--demo runs it)'}.`,
  );
  console.log(`Content-Security-Policy: ${server.csp}`);
  console.log('Press Ctrl+C to stop.');
  let stopping = false;
  server.exited.then((status) => {
    if (stopping) return;
    console.error(`nginx stopped (${status}).`);
    process.exit(1);
  });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
