// `npm run bench` (after `vite build`): the app's load speed as ratios against a bare react-admin
// app built in the same run, checked against the targets of docs/performance.md. Printed, never
// part of the test suite (timings on a shared machine are for comparing, not for asserting).
//
//   1. installs the kit's tools in bench/ (playwright-core, Lighthouse) and the bare app's own
//      dependencies in bench/baseline-ra/ when missing, and builds the bare app;
//   2. serves three apps alike (gzip, no-cache + ETag, SPA fallback; bench/serve.mjs): the bare app,
//      this app as built with the demo's config.json (public/config.json: demo on) and this app as
//      built (`demo: false`) talking over HTTP to the demo backend run in Node (bench/demoApi.ts);
//   3. measures login, list and edit pages of all three, interleaved, cold cache, 4x CPU, median
//      of 5 (bench/measure-load.mjs, the perf kit's tool);
//   4. the heap after 20 list/edit navigations against after 2, and Lighthouse mobile on /login;
//   5. a 50,000-row CSV export of the pay-ins in the demo-on app: its time, the JS heap sampled
//      during it (peak) and the page's longest task (docs/performance.md, "Exports").
//
// Options: --runs N (5), --skip-lighthouse, --skip-heap, --skip-export, --only export (the export
// step alone, with the demo-on app only: about a minute). Keep the machine quiet while it runs.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { demoConfigText } from './productionConfig.mjs';
import { serve } from '../bench/serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const RUNS = Number(option('--runs', 5));
const ROOT = resolve(import.meta.dirname, '..');
const BENCH = join(ROOT, 'bench');
const OUT = join(BENCH, '.out');
const BASELINE = join(BENCH, 'baseline-ra');
const ONLY = option('--only', undefined);
if (ONLY !== undefined && ONLY !== 'export') {
  console.error(`--only ${ONLY}: only "export" runs alone`);
  process.exit(2);
}
/** Rows of the export step: the demo's pay-ins plus as many extra as make this many. */
const EXPORT_ROWS = 50_000;

if (ONLY === 'export') {
  mkdirSync(OUT, { recursive: true });
  const { demoOn, demoOff, close } = await serveApps();
  const measured = {};
  try {
    measured.demoOn = await measureExport(demoOn.url, demoOn.setLoad);
    measured.demoOff = await measureExport(demoOff.url, demoOff.setLoad);
  } finally {
    await close();
  }
  writeFileSync(join(OUT, 'export.json'), JSON.stringify(measured, null, 2));
  console.log(exportReport(measured));
  console.log(`\nEvery sample: ${join(OUT, 'export.json').replace(ROOT, '.')}`);
  process.exit(0);
}

/** The targets of the fast-load issue, as ratios to the bare app or absolute limits. */
const TARGETS = {
  ratioDemoOn: { login: 1.0, list: 1.3, edit: 1.3 },
  ratioDemoOff: { login: 1.0, list: 1.0, edit: 1.0 },
  requests: 20,
  cls: 0.02,
  heapGrowth: 1.1,
  lighthouse: { demoOff: 90, demoOn: 85 },
};

const run = (command, commandArgs, cwd) => {
  console.log(`$ (cd ${cwd.replace(ROOT, '.')}; ${command} ${commandArgs.join(' ')})`);
  execFileSync(command, commandArgs, { cwd, stdio: 'inherit' });
};

/** A child process that runs while this one keeps serving the apps (so never a *Sync call). */
const runAlongside = (command, commandArgs) =>
  new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', rejectRun);
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : rejectRun(new Error(`${commandArgs[0]} ended with code ${code}`)),
    );
  });

// 1. Tools and the bare app.
if (!existsSync(join(BENCH, 'node_modules', 'playwright-core')))
  run('npm', ['install', '--no-audit', '--no-fund'], BENCH);
if (!existsSync(join(BASELINE, 'node_modules', 'vite'))) {
  // The kit says npm install, not npm ci: its lock file trips npm ci.
  run('npm', ['install', '--no-audit', '--no-fund'], BASELINE);
}
run('npx', ['vite', 'build', '--logLevel', 'warn'], BASELINE);

// 2. The three apps.
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const bare = await serve({ root: join(BASELINE, 'dist') });
const { demoOn, demoOff, close: closeApps } = await serveApps();

const appLogin = {
  path: '/login',
  steps: [
    { waitFor: 'input[name="username"]' },
    { fill: 'input[name="username"]', value: 'admin' },
    { fill: 'input[name="password"]', value: 'demo1234' },
    { click: 'button[type="submit"]' },
    { waitFor: '.RaLayout-appFrame' },
  ],
};
const appPages = [
  { name: 'login', path: '/login', ready: 'input[name="password"]' },
  { name: 'list', path: '/brands', ready: '.RaDataTable-table tbody tr', auth: true },
  { name: 'edit', path: '/brands/1', ready: 'input[name="BrandTitle"]:not([value=""])', auth: true },
];
const compare = {
  runs: RUNS,
  warmup: 1,
  cpu: 4,
  net: 'none',
  targets: [
    {
      name: 'bare',
      base: bare.url,
      login: join(BENCH, 'login-react-admin.json'),
      pages: [
        { name: 'login', path: '/', ready: 'input[name="password"]' },
        { name: 'list', path: '/#/posts', ready: '.RaDatagrid-tbody .RaDatagrid-row', auth: true },
        { name: 'edit', path: '/#/posts/1', ready: 'input[name="title"]:not([value=""])', auth: true },
      ],
    },
    { name: 'demo-on', base: demoOn.url, login: appLogin, pages: appPages },
    { name: 'demo-off', base: demoOff.url, login: appLogin, pages: appPages },
  ],
};
const results = {};
try {
  // 3. Load times.
  writeFileSync(join(OUT, 'compare.config.json'), JSON.stringify(compare, null, 2));
  await runAlongside(process.execPath, [
    join(BENCH, 'measure-load.mjs'),
    '--config',
    join(OUT, 'compare.config.json'),
    '--json',
    join(OUT, 'compare.json'),
  ]);
  results.loads = JSON.parse(readFileSync(join(OUT, 'compare.json'), 'utf8'));

  // 4. Heap and Lighthouse.
  if (!args.includes('--skip-heap')) results.heap = await heapAfterNavigations(demoOn.url);
  if (!args.includes('--skip-export'))
    results.export = {
      demoOn: await measureExport(demoOn.url, demoOn.setLoad),
      demoOff: await measureExport(demoOff.url, demoOff.setLoad),
    };
  // The Node backend keeps its load: back to the seed alone for what follows.
  await demoOff.setLoad(undefined, {});
  if (!args.includes('--skip-lighthouse')) {
    results.lighthouse = {};
    for (const [name, url] of [
      ['bare', `${bare.url}/`],
      ['demoOn', `${demoOn.url}/login`],
      ['demoOff', `${demoOff.url}/login`],
    ]) {
      const file = join(OUT, `lighthouse-${name}.json`);
      await runAlongside(process.execPath, [
        join(BENCH, 'lighthouse-run.mjs'),
        url,
        '--runs',
        '3',
        '--json',
        file,
      ]);
      results.lighthouse[name] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
} finally {
  await Promise.all([bare.close(), closeApps()]);
}
writeFileSync(join(OUT, 'summary.json'), JSON.stringify(results, null, 2));
report(results);

/**
 * This app served twice from dist/: with the demo's config.json (demo on), and as built (demo off)
 * talking over HTTP to the demo backend run in Node (bench/demoApi.ts). Each with `setLoad`, which
 * sets the demo's load (src/demo/load.ts): in the page with the demo on, in Node with it off.
 */
async function serveApps() {
  // The build's own config.json has the demo off (docs/deploying.md); the demo-on copy gets the
  // demo's, as `npm start` and the preview serve it.
  const demoOnDist = join(OUT, 'app-demo-on');
  rmSync(demoOnDist, { recursive: true, force: true });
  cpSync(join(ROOT, 'dist'), demoOnDist, { recursive: true });
  writeFileSync(join(demoOnDist, 'config.json'), demoConfigText());
  const demoOffDist = join(OUT, 'app-demo-off');
  rmSync(demoOffDist, { recursive: true, force: true });
  cpSync(join(ROOT, 'dist'), demoOffDist, { recursive: true });
  const shippedConfig = JSON.parse(readFileSync(join(ROOT, 'dist', 'config.json'), 'utf8'));
  const demoOffConfig = { ...shippedConfig, demo: false };
  writeFileSync(join(demoOffDist, 'config.json'), JSON.stringify(demoOffConfig, null, 2));

  const vite = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let demoApi;
  const on = await serve({ root: demoOnDist });
  const off = await serve({ root: demoOffDist, api: (request) => demoApi(request) });
  const { createDemoApi } = await vite.ssrLoadModule('/bench/demoApi.ts');
  demoApi = await createDemoApi(demoOffConfig, off.url);
  return {
    demoOn: {
      url: on.url,
      setLoad: (page, load) => page.evaluate((value) => window.__demo.setLoad(value), load),
    },
    demoOff: { url: off.url, setLoad: async (_page, load) => demoApi.load.set(load) },
    close: () => Promise.all([on.close(), off.close(), vite.close()]),
  };
}

/** Heap used (after a forced collection) after 2 and after 20 list/edit navigations in one page. */
async function heapAfterNavigations(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('button[type="submit"]').click();
    await page.locator('.RaLayout-appFrame').waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const open = async (path, ready) => {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    };
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
    };
    const navigate = async (times) => {
      for (let step = 0; step < times; step += 1) {
        if (step % 2 === 0) await open('/brands', '.RaDataTable-table tbody tr');
        else await open('/brands/1', 'input[name="BrandTitle"]:not([value=""])');
      }
    };
    await navigate(2);
    const afterTwo = await heap();
    await navigate(18);
    const afterTwenty = await heap();
    return { afterTwo, afterTwenty };
  } finally {
    await browser.close();
  }
}

/**
 * A CSV export of EXPORT_ROWS pay-ins in the demo-on app, as staff run it: the finance user, the
 * demo's extra pay-ins and a page cap of 1,000 (src/demo/load.ts), the export button clicked; the
 * time until the file is downloaded, the JS heap (CDP Performance.getMetrics, every 100 ms) before,
 * at its peak and after, the page's long tasks during the export, and the file's rows counted. The
 * demo backend answers in the same page, so its own work (and its rows) are in these numbers too.
 */
async function measureExport(base, setLoad) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      acceptDownloads: true,
    });
    await context.addInitScript(() => {
      // Headless, no one answers a save dialog: the export downloads its Blob parts.
      delete window.showSaveFilePicker;
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const rows = page.locator('.RaDataTable-table tbody tr');
    const total = async () => {
      const range = page.locator('.MuiTablePagination-displayedRows');
      await range.filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
      return Number(/([\d,]+)\s*$/.exec(await range.innerText())[1].replaceAll(',', ''));
    };
    await page.goto(`${base}/login`);
    await page.locator('input[name="username"]').fill('finance');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('button[type="submit"]').click();
    await page.locator('.RaLayout-appFrame').waitFor({ timeout: 60_000 });
    await page.goto(`${base}/pay-ins`);
    await rows.first().waitFor({ timeout: 60_000 });
    const seeded = await total();
    await setLoad(page, { extraPayIns: EXPORT_ROWS - seeded, pageCap: 1000 });
    await page.reload();
    await rows.first().waitFor({ timeout: 60_000 });
    const listed = await total();
    if (listed !== EXPORT_ROWS) throw new Error(`the pay-in list holds ${listed} rows, not ${EXPORT_ROWS}`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapNow = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'JSHeapUsedSize')
        .value;
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = await heapNow();
    await page.evaluate(() => (window.__longTasks.length = 0));
    let sampling = true;
    let heapPeak = heapBefore;
    const samples = [];
    const sampler = (async () => {
      while (sampling) {
        const value = await heapNow();
        samples.push(value);
        heapPeak = Math.max(heapPeak, value);
        await new Promise((done) => setTimeout(done, 100));
      }
    })();
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      page.getByRole('button', { name: 'ส่งออก', exact: true }).click(),
    ]);
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const longTasks = await page.evaluate(() => window.__longTasks.slice());
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfter = await heapNow();
    let lines = 0;
    let bytes = 0;
    for await (const chunk of await download.createReadStream()) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return {
      rows: lines - 1,
      bytes,
      seconds,
      heapBefore,
      heapPeak,
      heapAfter,
      heapSamples: samples,
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    };
  } finally {
    await browser.close();
  }
}

function exportReport({ demoOn, demoOff }) {
  const mb = (value) => `${(value / 1048576).toFixed(1)} MB`;
  const line = (name, measured) =>
    `${name.padEnd(8)} ${measured.rows.toLocaleString('en')} rows, ${mb(measured.bytes)} file, ${measured.seconds.toFixed(1)} s; ` +
    `JS heap ${mb(measured.heapBefore)} before, peak ${mb(measured.heapPeak)} (+${mb(measured.heapPeak - measured.heapBefore)}), ` +
    `${mb(measured.heapAfter)} after; ${measured.longTasks} long tasks, the longest ${Math.round(measured.longestTaskMs)} ms` +
    (measured.rows === EXPORT_ROWS ? '' : ` MISSED (${EXPORT_ROWS} rows expected)`);
  return [
    `\nCSV export of ${EXPORT_ROWS.toLocaleString('en')} pay-ins, page cap 1,000 (demo on: the backend runs in the page; demo off: in Node):`,
    line('demo on', demoOn),
    line('demo off', demoOff),
  ].join('\n');
}

function report({ loads, heap, lighthouse, export: exported }) {
  const median = (values) => {
    const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
  };
  const result = (target, page) =>
    loads.results.find((entry) => entry.target === target && entry.page === page);
  const of = (target, page, field) => median(result(target, page).runs.map((sample) => sample[field]));
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  const lines = [];
  lines.push(`\nLoad (ready, ms; median of ${RUNS}; 4x CPU; cold cache), ratio to the bare react-admin app:`);
  lines.push('page    bare   demo on  ratio  target   demo off  ratio  target');
  for (const page of ['login', 'list', 'edit']) {
    const base = of('bare', page, 'ready');
    const on = of('demo-on', page, 'ready');
    const off = of('demo-off', page, 'ready');
    const onRatio = on / base;
    const offRatio = off / base;
    lines.push(
      `${page.padEnd(6)} ${String(Math.round(base)).padStart(5)}  ${String(Math.round(on)).padStart(7)}  ${onRatio.toFixed(2)}  ` +
        `<=${TARGETS.ratioDemoOn[page].toFixed(1)} ${verdict(onRatio <= TARGETS.ratioDemoOn[page]).padEnd(6)} ` +
        `${String(Math.round(off)).padStart(7)}  ${offRatio.toFixed(2)}  <=${TARGETS.ratioDemoOff[page].toFixed(1)} ${verdict(offRatio <= TARGETS.ratioDemoOff[page])}`,
    );
  }
  lines.push(
    '\nRequests (images apart; target <= 20 on a list page), repeated calls, layout shift (target < 0.02):',
  );
  for (const target of ['demo-on', 'demo-off']) {
    for (const page of ['login', 'list', 'edit']) {
      const requests = of(target, page, 'requests') - of(target, page, 'imageRequests');
      const repeated = [...new Set(result(target, page).runs.flatMap((sample) => sample.repeatedUrls ?? []))];
      const cls = Math.max(...result(target, page).runs.map((sample) => sample.cls ?? 0));
      lines.push(
        `${target.padEnd(8)} ${page.padEnd(6)} requests ${String(requests).padStart(3)} ${page === 'list' ? verdict(requests <= TARGETS.requests) : '  '}` +
          `  repeated ${repeated.length === 0 ? 'none ok' : `${repeated.join(', ')} MISSED`}` +
          `  CLS (worst run) ${cls.toFixed(3)} ${verdict(cls < TARGETS.cls)}`,
      );
    }
  }
  if (heap) {
    const growth = heap.afterTwenty / heap.afterTwo;
    lines.push(
      `\nHeap: ${(heap.afterTwo / 1048576).toFixed(1)} MB after 2 navigations, ${(heap.afterTwenty / 1048576).toFixed(1)} MB after 20: ` +
        `x${growth.toFixed(2)} (target <= x${TARGETS.heapGrowth}) ${verdict(growth <= TARGETS.heapGrowth)}`,
    );
  }
  if (lighthouse) {
    const score = (name) => median(lighthouse[name].samples.map((sample) => sample.score));
    lines.push(
      `\nLighthouse mobile on the login page (median of 3): bare ${score('bare')}, ` +
        `demo off ${score('demoOff')} (target >= ${TARGETS.lighthouse.demoOff}) ${verdict(score('demoOff') >= TARGETS.lighthouse.demoOff)}, ` +
        `demo on ${score('demoOn')} (target >= ${TARGETS.lighthouse.demoOn}) ${verdict(score('demoOn') >= TARGETS.lighthouse.demoOn)}`,
    );
  }
  if (exported) lines.push(exportReport(exported));
  lines.push(`\nEvery sample: ${join(OUT, 'summary.json').replace(ROOT, '.')}`);
  console.log(lines.join('\n'));
}
