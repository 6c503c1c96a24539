// Speed benchmark (printed, never asserted): in headless Chromium with 4x CPU throttling and a
// cold cache, the median of 5 runs of
//   - navigation → the login form drawn (demo mode), and
//   - navigation → the signed-in shell with its menu drawn (demo mode), and
//   - navigation → the product list with 50 rows and its filters drawn (demo mode).
// Run with `npm run bench` (it builds first).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveDist } from './serveDist.mjs';

const RUNS = 5;
const CPU_THROTTLE = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function throttledPage(browser, storageState) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return { context, page };
}

async function timeTo(page, url, selector, count = 1) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .locator(selector)
    .nth(count - 1)
    .waitFor({ state: 'visible', timeout: 60_000 });
  return Date.now() - started;
}

const app = await serveDist();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  // A signed-in session to start the shell runs from (local storage and the demo's IndexedDB).
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  await setupPage.goto(`${app.url}/login`);
  await setupPage.locator('input[name="username"]').fill('admin');
  await setupPage.locator('input[name="password"]').fill('demo1234');
  await setupPage.locator('button[type="submit"]').click();
  await setupPage.locator('[data-testid="drawer-logout"]').waitFor();
  const signedIn = await setup.storageState({ indexedDB: true });
  await setup.close();

  const login = [];
  const shell = [];
  const products = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cold = await throttledPage(browser);
    login.push(await timeTo(cold.page, `${app.url}/login`, 'input[name="username"]'));
    await cold.context.close();
    const warmSession = await throttledPage(browser, signedIn);
    shell.push(await timeTo(warmSession.page, `${app.url}/`, 'nav [role="menu"] .RaMenuItemLink-root'));
    await warmSession.context.close();
    const productRun = await throttledPage(browser, signedIn);
    // the filters (the name search box) are drawn with the list, before its rows arrive
    products.push(await timeTo(productRun.page, `${app.url}/products`, '.RaDataTable-table tbody tr', 50));
    const filters = await productRun.page.locator('#main-content form input').count();
    if (filters === 0) throw new Error('the product list drew its rows without its filters');
    await productRun.context.close();
  }
  console.log(`CPU throttling ${CPU_THROTTLE}x, cold cache, ${RUNS} runs each (ms): median [all]`);
  console.log(`login form drawn:            ${median(login)} [${login.join(', ')}]`);
  console.log(`signed-in shell, menu drawn: ${median(shell)} [${shell.join(', ')}]`);
  console.log(`products: 50 rows, filters:  ${median(products)} [${products.join(', ')}]`);
} finally {
  await browser.close();
  await app.close();
}
