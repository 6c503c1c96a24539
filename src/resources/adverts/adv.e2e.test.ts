import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  demoCall,
  newPage,
  seriousViolations,
  sharedBrowser,
  signIn,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

/** Every AddLog the page sends, as `METHOD body`. */
function recordAddLogs(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/kk-bo-api/api/Advertise/AddLog'))
      sent.push(`${request.method()} ${request.postData() ?? ''}`);
  });
  return sent;
}

describe('/Adv, the public landing page', () => {
  it('signed out: logs the visit once with the link’s app and advert type, and shows the store links', async () => {
    const page = await newPage();
    const sent = recordAddLogs(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

    await page.goto('/Adv?TypeApp=WS&TypeAdv=POSTER');
    const landing = page.getByTestId('adv-landing');
    await landing.waitFor(WAIT);
    await expect(landing.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'ขายส่งให้ร้านค้าทั่วประเทศกับแอปผู้ขายส่ง',
    );
    await expect(
      landing.getByRole('link', { name: 'ดาวน์โหลดบน Google Play' }).getAttribute('href'),
    ).resolves.toBe('https://play.google.com/store/apps/details?id=th.co.kk.wholesale');
    await expect.poll(() => sent, WAIT).toEqual(['PUT {"TypeApp":"WS","TypeAdv":"POSTER"}']);
    // none of the back-office: its start-up chunk is the one index.html names
    expect(scripts.filter((url) => /\/assets\/index-/.test(url))).toEqual([]);
    await expect(page.locator('input[name="username"]').count()).resolves.toBe(0);

    // a reload is the same visit: not logged again
    await page.reload();
    await landing.waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);

    // English on request
    await landing.getByRole('button', { name: 'English' }).click();
    await expect(landing.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Sell wholesale to stores nationwide with the wholesaler app',
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a link without a known app logs nothing and offers both apps', async () => {
    const page = await newPage();
    const sent = recordAddLogs(page);
    await page.goto('/Adv?TypeApp=XX&TypeAdv=POSTER');
    const landing = page.getByTestId('adv-landing');
    await landing.waitFor(WAIT);
    await expect(landing.getByRole('link', { name: 'ดาวน์โหลดบน App Store' }).count()).resolves.toBe(2);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
  });

  it('the visit reaches the adverts’ log: the demo keeps it for the dashboard', async () => {
    const page = await newPage();
    const logged = page.waitForResponse((response) => response.url().includes('/Advertise/AddLog'), WAIT);
    await page.goto('/Adv?TypeApp=GC&TypeAdv=E2E-VISIT');
    await page.getByTestId('adv-landing').waitFor(WAIT);
    // the log is kept before it is answered: leave only then
    expect((await logged).status()).toBe(200);
    await page.goto('/login');
    await signIn(page, 'admin');
    const logs = await demoCall<{ Data: { TypeAdv: string }[] }>(
      page,
      '/kk-bo-api/api/Advertise/Logs?TypeApp=GC',
    );
    const found = logs.Data.filter((log) => log.TypeAdv === 'E2E-VISIT').length;
    expect(found).toBe(1);
  });
});
