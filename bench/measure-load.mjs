#!/usr/bin/env node
// measure-load.mjs: cold-cache page-load measurements with headless Chromium (playwright-core + CDP).
//
// Every sample loads one path in a brand-new browser context (empty HTTP cache, no service worker),
// optionally carrying the cookies/localStorage/IndexedDB/sessionStorage captured once by a login step.
// Several targets (apps) can be measured in one run; their samples are interleaved so that machine
// noise hits them equally. Run with --help for the options; README.md has examples.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HELP = `Usage:
  node measure-load.mjs --base [NAME=]URL [--base ...] --page PATH [--ready SEL] [--auth] [--page ...] [options]
  node measure-load.mjs --config FILE [options]

Pages (single-target style; every --base gets the same pages):
  --page PATH        path appended to the base URL, e.g. "/" or "/#/posts"
  --ready SEL        CSS selector that means "the page is usable" (applies to the previous --page)
  --auth             load the previous --page logged in (needs --login)
  --login FILE       JSON: [steps] or {"path": "/", "steps": [...]}; steps are
                     {"goto": path} {"fill": sel, "value": s} {"click": sel} {"press": sel, "key": k}
                     {"waitFor": sel} {"waitMs": n}

Options:
  --runs N           measured runs per page (default 5); the table shows medians
  --warmup N         discarded runs first (default 1)
  --cpu RATE         CPU slowdown via Emulation.setCPUThrottlingRate (default 1 = off)
  --net PRESET       none | fast4g | slow4g (default none); or --latency MS --down-kbps K --up-kbps K
  --json FILE        write every sample and the medians as JSON
  --timeout MS       per-page timeout (default 60000)
  --idle MS          quiet network time that ends a sample (default 500)
  --pause MS         idle time before each sample, so the last one's teardown does not overlap (default 1000)
  --no-gc            read the JS heap without forcing a garbage collection first
  --chromium PATH    browser binary (default $CHROME_PATH or /usr/bin/chromium)
  --viewport WxH     default 1280x800
`;

// Chromium flags required on this machine (no sandbox, no GPU, no background traffic).
const CHROME_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

// Network presets, in the units of Network.emulateNetworkConditions (latency ms, kbit/s).
const NET_PRESETS = {
  none: null,
  // Lighthouse "mobile slow 4G" as applied with DevTools throttling (150 ms RTT x3.75, 1.6 Mbit/s x0.9).
  slow4g: { latency: 562.5, downKbps: 1474.56, upKbps: 675 },
  // A decent desktop/4G link: 40 ms RTT, 10 Mbit/s down, 5 Mbit/s up.
  fast4g: { latency: 40, downKbps: 10240, upKbps: 5120 },
};

// ---------------------------------------------------------------- arguments and config
function parseArgs(argv) {
  const o = { bases: [], pages: [], flags: {} };
  const next = (i) => {
    if (i + 1 >= argv.length) throw new Error(`${argv[i]} needs a value`);
    return argv[i + 1];
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const lastPage = () => {
      if (!o.pages.length) throw new Error(`${a} must follow a --page`);
      return o.pages[o.pages.length - 1];
    };
    switch (a) {
      case '-h': case '--help': console.log(HELP); process.exit(0); break;
      case '--config': o.config = next(i++); break;
      case '--base': {
        const v = next(i++);
        const m = v.match(/^([\w.-]+)=(.+)$/);
        o.bases.push(m ? { name: m[1], base: m[2] } : { name: `app${o.bases.length + 1}`, base: v });
        break;
      }
      case '--page': o.pages.push({ path: next(i++) }); break;
      case '--ready': lastPage().ready = next(i++); break;
      case '--auth': lastPage().auth = true; break;
      case '--login': o.login = next(i++); break;
      case '--no-gc': o.flags.gc = false; break;
      case '--runs': case '--warmup': case '--cpu': case '--timeout': case '--idle': case '--pause':
      case '--latency': case '--down-kbps': case '--up-kbps': {
        const key = a.slice(2).replace(/-(\w)/g, (_, c) => c.toUpperCase());
        o.flags[key] = Number(next(i++));
        if (!Number.isFinite(o.flags[key])) throw new Error(`${a} needs a number`);
        break;
      }
      case '--net': case '--json': case '--chromium': case '--viewport':
        o.flags[a.slice(2)] = next(i++); break;
      default: throw new Error(`Unknown argument ${a} (see --help)`);
    }
  }
  return o;
}

function readLogin(spec, relTo) {
  if (spec == null) return null;
  if (typeof spec === 'string') spec = JSON.parse(fs.readFileSync(path.resolve(relTo, spec), 'utf8'));
  return Array.isArray(spec) ? { path: '/', steps: spec } : { path: spec.path ?? '/', steps: spec.steps ?? [] };
}

function pageName(p) {
  return p.name ?? (p.path.replace(/^[/#]+/, '').replace(/[^\w]+/g, '-').replace(/-$/, '') || 'root');
}

function loadSetup(args) {
  let cfg = { targets: [] };
  let cfgDir = process.cwd();
  if (args.config) {
    cfg = JSON.parse(fs.readFileSync(args.config, 'utf8'));
    cfgDir = path.dirname(path.resolve(args.config));
  }
  for (const b of args.bases) cfg.targets.push({ ...b, login: args.login, pages: args.pages });
  if (!cfg.targets.length) throw new Error('No target: give --base URL or --config FILE (see --help)');
  const s = {
    runs: 5, warmup: 1, cpu: 1, net: 'none', timeout: 60000, idle: 500, pause: 1000, gc: true, viewport: '1280x800',
    chromium: process.env.CHROME_PATH || '/usr/bin/chromium',
    ...Object.fromEntries(Object.entries(cfg).filter(([k]) => k !== 'targets')),
    ...args.flags,
  };
  if (s.latency != null || s.downKbps != null || s.upKbps != null) {
    s.netConditions = { latency: s.latency ?? 0, downKbps: s.downKbps ?? -1, upKbps: s.upKbps ?? -1 };
    s.net = 'custom';
  } else {
    if (!(s.net in NET_PRESETS)) throw new Error(`Unknown --net ${s.net}: ${Object.keys(NET_PRESETS).join(', ')}`);
    s.netConditions = NET_PRESETS[s.net];
  }
  const [w, h] = String(s.viewport).split('x').map(Number);
  s.viewportSize = { width: w, height: h };
  const targets = cfg.targets.map((t) => ({
    name: t.name,
    base: t.base.replace(/\/$/, ''),
    login: readLogin(t.login, cfgDir),
    pages: t.pages.map((p) => ({ ...p, name: pageName(p) })),
  }));
  for (const t of targets) {
    if (!t.pages.length) throw new Error(`Target ${t.name} has no pages`);
    if (t.pages.some((p) => p.auth) && !t.login) throw new Error(`Target ${t.name}: an --auth page needs --login`);
  }
  return { s, targets };
}

// ---------------------------------------------------------------- login (once per target)
async function login(browser, t, s) {
  const context = await browser.newContext({ viewport: s.viewportSize });
  const page = await context.newPage();
  const url = (p) => t.base + p;
  page.setDefaultTimeout(s.timeout);
  await page.goto(url(t.login.path), { waitUntil: 'load' });
  for (const step of t.login.steps) {
    if (step.goto != null) await page.goto(url(step.goto), { waitUntil: 'load' });
    else if (step.fill != null) await page.fill(step.fill, String(step.value ?? ''));
    else if (step.click != null) await page.click(step.click);
    else if (step.press != null) await page.press(step.press, step.key);
    else if (step.waitFor != null) await page.waitForSelector(step.waitFor);
    else if (step.waitMs != null) await page.waitForTimeout(step.waitMs);
    else throw new Error(`Unknown login step ${JSON.stringify(step)}`);
  }
  const storageState = await context.storageState({ indexedDB: true });
  const sessionStorage = await page.evaluate(() => ({ ...window.sessionStorage }));
  const origin = new URL(page.url()).origin;
  await context.close();
  return { storageState, sessionStorage, origin };
}

// ---------------------------------------------------------------- one sample
// Injected before any page script: records when the ready selector first matches, and long tasks.
function pageProbe(readySelector) {
  if (window !== window.top) return;
  const m = (window.__measure = { readyAt: null, longTasks: [], paint: {}, cls: 0 });
  try {
    // Added for this repository's `npm run bench`: cumulative layout shift (shifts without input).
    new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) m.cls += e.value; }))
      .observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => m.longTasks.push([e.startTime, e.duration])))
      .observe({ type: 'longtask' });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (m.paint[e.name] = e.startTime)))
      .observe({ type: 'paint' });
  } catch {}
  if (!readySelector) return;
  const check = () => {
    if (m.readyAt === null && document.querySelector(readySelector)) {
      m.readyAt = performance.now();
      obs.disconnect();
    }
  };
  const obs = new MutationObserver(check);
  obs.observe(document, { childList: true, subtree: true, attributes: true });
}

function restoreSessionStorage([origin, entries]) {
  if (location.origin !== origin) return;
  for (const [k, v] of Object.entries(entries)) if (sessionStorage.getItem(k) === null) sessionStorage.setItem(k, v);
}

const isJs = (r) => r.type === 'Script' || /javascript|ecmascript/.test(r.mime ?? '') || /\.m?js(\?|$)/.test(r.url);

async function measure(browser, t, pg, s, auth) {
  const context = await browser.newContext({
    viewport: s.viewportSize,
    storageState: pg.auth ? auth.storageState : undefined,
  });
  if (pg.auth && Object.keys(auth.sessionStorage).length)
    await context.addInitScript(restoreSessionStorage, [auth.origin, auth.sessionStorage]);
  await context.addInitScript(pageProbe, pg.ready ?? null);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  // Requests made by the page itself (CDP: exact encoded and decoded sizes).
  const reqs = new Map();
  let lastNetActivity = Date.now();
  const touch = () => (lastNetActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    touch();
    if (/^(data|blob):/.test(e.request.url)) return;
    if (!reqs.has(e.requestId)) reqs.set(e.requestId, { url: e.request.url, type: e.type, encoded: 0, decoded: 0, done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    Object.assign(r, { type: e.type, mime: e.response.mimeType, status: e.response.status, fromSW: !!e.response.fromServiceWorker });
  });
  cdp.on('Network.dataReceived', (e) => {
    touch();
    const r = reqs.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    touch();
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { encoded: e.encodedDataLength, done: true });
  });
  cdp.on('Network.loadingFailed', (e) => {
    touch();
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { failed: true, done: true });
  });
  // Requests made by a service worker (e.g. MSW passthrough): seen only at context level.
  const swReqs = [];
  let swInflight = 0;
  context.on('request', (req) => req.serviceWorker() && (touch(), swInflight++));
  context.on('requestfailed', (req) => req.serviceWorker() && (touch(), swInflight--));
  context.on('requestfinished', (req) => {
    if (!req.serviceWorker()) return;
    touch();
    swInflight--;
    swReqs.push(req.sizes().then((z) => ({ url: req.url(), bytes: z.responseBodySize + z.responseHeadersSize }), () => ({ url: req.url(), bytes: 0 })));
  });
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));

  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  if (s.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: s.cpu });
  if (s.netConditions) {
    const kbps = (k) => (k < 0 ? -1 : (k * 1024) / 8);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: s.netConditions.latency,
      downloadThroughput: kbps(s.netConditions.downKbps), uploadThroughput: kbps(s.netConditions.upKbps),
    });
  }

  const started = Date.now();
  const left = () => Math.max(1000, s.timeout - (Date.now() - started));
  let timedOut = false;
  try {
    await page.goto(t.base + pg.path, { waitUntil: 'load', timeout: s.timeout });
    if (pg.ready) await page.waitForFunction(() => window.__measure?.readyAt != null, null, { timeout: left(), polling: 50 });
  } catch (err) {
    timedOut = true;
    errors.push(`measure-load: ${err.message.split('\n')[0]}`);
  }
  // Settle: wait until the network has been quiet, and the ready element on screen, for s.idle ms.
  touch();
  while (Date.now() - started < s.timeout) {
    const inflight = swInflight > 0 || [...reqs.values()].some((r) => !r.done);
    if (!inflight && Date.now() - lastNetActivity >= s.idle) break;
    await new Promise((r) => setTimeout(r, 50));
  }

  const timing = await page.evaluate(async () => {
    const nav = performance.getEntriesByType('navigation')[0];
    const m = window.__measure ?? { readyAt: null, longTasks: [], paint: {} };
    const paintOf = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? m.paint['first-contentful-paint'];
    for (let i = 0; i < 60 && paintOf() == null; i++) await new Promise((r) => setTimeout(r, 50));
    const fcp = paintOf() ?? null;
    const lcp = await new Promise((resolve) => {
      let last = null;
      try {
        new PerformanceObserver((l) => { const e = l.getEntries(); last = e[e.length - 1].startTime; })
          .observe({ type: 'largest-contentful-paint', buffered: true });
      } catch {}
      setTimeout(() => resolve(last), 50);
    });
    const from = fcp ?? 0;
    let tbt = 0;
    for (const [start, dur] of m.longTasks) if (start + dur > from) tbt += Math.max(0, dur - 50 - Math.max(0, from - start));
    const longTaskMs = m.longTasks.reduce((a, [, dur]) => a + dur, 0);
    return {
      ttfb: nav?.responseStart ?? null, dcl: nav?.domContentLoadedEventEnd ?? null, load: nav?.loadEventEnd ?? null,
      fcp, lcp, ready: m.readyAt, longTasks: m.longTasks.length, longTaskMs, tbt, cls: m.cls ?? null,
    };
  });
  if (s.gc) await cdp.send('HeapProfiler.collectGarbage');
  const perf = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const sw = await Promise.all(swReqs);
  await context.close();

  const all = [...reqs.values()];
  const js = all.filter(isJs);
  const sum = (list, k) => list.reduce((a, r) => a + (r[k] || 0), 0);
  const swBytes = sw.reduce((a, r) => a + r.bytes, 0);
  const swJsBytes = sw.filter((r) => /\.m?js(\?|$)/.test(r.url)).reduce((a, r) => a + r.bytes, 0);
  return {
    ...timing,
    requests: all.length,
    // Added for `npm run bench`: images apart (the request target leaves them out), and any URL
    // other than an image asked for more than once in the page load.
    imageRequests: all.filter((r) => r.type === 'Image').length,
    repeatedUrls: [...new Set(all.filter((r) => r.type !== 'Image').map((r) => r.url).filter((u, i, list) => list.indexOf(u) !== i))],
    failedRequests: all.filter((r) => r.failed || r.status >= 400).length,
    fromServiceWorker: all.filter((r) => r.fromSW).length,
    swRequests: sw.length,
    swUrls: sw.map((r) => r.url).slice(0, 20),
    jsFiles: new Set([...js.map((r) => r.url), ...sw.filter((r) => /\.m?js(\?|$)/.test(r.url)).map((r) => r.url)]).size,
    // Bytes over the wire (headers included): page requests not answered by a service worker + SW's own fetches.
    jsEncoded: sum(js.filter((r) => !r.fromSW), 'encoded') + swJsBytes,
    jsDecoded: sum(js, 'decoded'),
    totalEncoded: sum(all.filter((r) => !r.fromSW), 'encoded') + swBytes,
    totalDecoded: sum(all, 'decoded'),
    heapUsed: perf.JSHeapUsedSize ?? null,
    heapTotal: perf.JSHeapTotalSize ?? null,
    domNodes: perf.Nodes ?? null,
    scriptMs: perf.ScriptDuration != null ? perf.ScriptDuration * 1000 : null,
    taskMs: perf.TaskDuration != null ? perf.TaskDuration * 1000 : null,
    consoleErrors: errors.length,
    errorMessages: errors.slice(0, 5),
    timedOut,
  };
}

// ---------------------------------------------------------------- report
const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

function summarize(samples) {
  const out = {};
  for (const k of Object.keys(samples[0])) if (typeof samples[0][k] === 'number' || samples[0][k] === null) out[k] = median(samples.map((x) => x[k]));
  const ready = samples.map((x) => x.ready).filter((x) => x != null);
  out.readyMin = ready.length ? Math.min(...ready) : null;
  out.readyMax = ready.length ? Math.max(...ready) : null;
  out.timeouts = samples.filter((x) => x.timedOut).length;
  return out;
}

function table(results) {
  const ms = (v) => (v == null ? '-' : Math.round(v).toString());
  const kb = (v) => (v == null ? '-' : (v / 1024).toFixed(1));
  const mb = (v) => (v == null ? '-' : (v / 1048576).toFixed(1));
  const cols = [
    ['target', (r) => r.target], ['page', (r) => r.page],
    ['DCL ms', (r) => ms(r.median.dcl)], ['ready ms', (r) => ms(r.median.ready)],
    ['ready min-max', (r) => (r.median.readyMin == null ? '-' : `${ms(r.median.readyMin)}-${ms(r.median.readyMax)}`)],
    ['FCP ms', (r) => ms(r.median.fcp)], ['LCP ms', (r) => ms(r.median.lcp)], ['TBT ms', (r) => ms(r.median.tbt)],
    ['longtask ms', (r) => ms(r.median.longTaskMs)],
    ['reqs', (r) => ms(r.median.requests)], ['JS files', (r) => ms(r.median.jsFiles)],
    ['JS KB wire', (r) => kb(r.median.jsEncoded)], ['JS KB dec', (r) => kb(r.median.jsDecoded)],
    ['total KB wire', (r) => kb(r.median.totalEncoded)], ['heap MB', (r) => mb(r.median.heapUsed)],
    ['script ms', (r) => ms(r.median.scriptMs)], ['errors', (r) => ms(r.median.consoleErrors)],
  ];
  const rows = [cols.map((c) => c[0]), ...results.map((r) => cols.map((c) => c[1](r)))];
  const widths = cols.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

// Machine-speed indicator (higher = faster), taken in a blank unthrottled page: string and array
// churn, 2 x 250 ms, best of 4 rounds. Same idea as Lighthouse's benchmarkIndex, not the same scale.
async function cpuIndex(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const score = await page.evaluate(() => {
    const rate = (work) => { const t0 = performance.now(); let n = 0; while (performance.now() - t0 < 250) { work(); n++; } return n / ((performance.now() - t0) / 1000); };
    const a = Array.from({ length: 50000 }, (_, i) => i);
    const b = new Array(50000);
    let best = 0;
    for (let round = 0; round < 4; round++) {
      const strings = rate(() => { let x = ''; for (let i = 0; i < 5000; i++) x += 'a'; return x.length; });
      const arrays = rate(() => { for (let i = 0; i < a.length; i++) b[i] = a[i] * 2; });
      best = Math.max(best, Math.sqrt(strings * arrays));
    }
    return Math.round(best);
  });
  await context.close();
  return score;
}

// ---------------------------------------------------------------- main
async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { s, targets } = loadSetup(args);
  const loadBefore = os.loadavg()[0];
  if (loadBefore > 0.5) console.error(`! 1-minute load average is ${loadBefore.toFixed(2)}: other work on this machine (or a run that just ended) adds noise`);
  const browser = await chromium.launch({ executablePath: s.chromium, headless: true, args: CHROME_ARGS });
  try {
    const cpuBefore = await cpuIndex(browser);
    const auth = {};
    for (const t of targets) if (t.login) auth[t.name] = await login(browser, t, s);

    // Same page of every target back to back; target order rotates each run.
    const pageNames = [...new Set(targets.flatMap((t) => t.pages.map((p) => p.name)))];
    const samples = new Map();
    for (let run = -s.warmup; run < s.runs; run++) {
      const order = targets.map((_, i) => targets[(i + run + s.warmup) % targets.length]);
      for (const name of pageNames) {
        for (const t of order) {
          const pg = t.pages.find((p) => p.name === name);
          if (!pg) continue;
          await new Promise((r) => setTimeout(r, s.pause)); // let the previous renderer wind down
          const r = await measure(browser, t, pg, s, auth[t.name]);
          const tag = run < 0 ? 'warmup' : `run ${run + 1}/${s.runs}`;
          process.stderr.write(`${tag} ${t.name} ${pg.name}: ready ${Math.round(r.ready ?? NaN)} ms, ${r.requests} reqs${r.timedOut ? ' TIMEOUT' : ''}\n`);
          if (run < 0) continue;
          const key = `${t.name}\u0000${pg.name}`;
          if (!samples.has(key)) samples.set(key, { target: t.name, page: pg.name, url: t.base + pg.path, ready: pg.ready ?? null, auth: !!pg.auth, runs: [] });
          samples.get(key).runs.push(r);
        }
      }
    }
    const results = [...samples.values()].map((x) => ({ ...x, median: summarize(x.runs) }));
    const meta = {
      date: new Date().toISOString(), chromium: browser.version(), cores: os.cpus().length, node: process.version,
      loadAvgBefore: loadBefore, loadAvgAfter: os.loadavg()[0], cpuIndexBefore: cpuBefore, cpuIndexAfter: await cpuIndex(browser),
      runs: s.runs, warmup: s.warmup, cpuThrottle: s.cpu, net: s.net, netConditions: s.netConditions,
      viewport: s.viewport, gcBeforeHeap: s.gc, idleMs: s.idle, pauseMs: s.pause,
    };
    console.log(`# ${meta.date}  chromium ${meta.chromium}  ${meta.cores} cores  runs=${s.runs} (+${s.warmup} warmup)  ` +
      `cpu x${s.cpu}  net=${s.net}  load avg ${loadBefore.toFixed(2)} -> ${meta.loadAvgAfter.toFixed(2)}  ` +
      `cpu index ${meta.cpuIndexBefore} -> ${meta.cpuIndexAfter}`);
    console.log(table(results));
    const errs = results.filter((r) => r.runs.some((x) => x.consoleErrors));
    for (const r of errs) console.log(`! ${r.target} ${r.page}: ${[...new Set(r.runs.flatMap((x) => x.errorMessages))].slice(0, 3).join(' | ')}`);
    if (s.json) {
      fs.mkdirSync(path.dirname(path.resolve(s.json)), { recursive: true });
      fs.writeFileSync(s.json, JSON.stringify({ meta, results }, null, 2));
      console.log(`JSON written to ${s.json}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err.stack || String(err));
  process.exit(1);
});
