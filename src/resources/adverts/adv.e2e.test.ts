import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  downloaded,
  newPage,
  seriousViolations,
  sharedBrowser,
  signInAt,
  WALK_TIMEOUT,
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

/*
 * The adverts' one walk: a visitor comes by a QR code's link, then sales staff find the visit on the
 * adverts' dashboard and download its table. What the screens show on the way (the figures per range
 * and app, the other links, the forms) is checked on the component tier beside them
 * (advLanding.spec.tsx, advertDashboard.spec.tsx, qrCode.spec.tsx, campaignCreate.spec.tsx).
 */
describe('an advert, from its link to the dashboard', () => {
  it(
    'a visitor signed out is logged once (not again on a reload) without the back-office; the dashboard counts the visit and downloads its table',
    async () => {
      const page = await newPage();
      const sent = recordAddLogs(page);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

      // A printed QR code's link, of an advert type of its own: the dashboard counts it today.
      await page.goto('/Adv?TypeApp=WS&TypeAdv=E2E-DASHBOARD');
      const landing = page.getByTestId('adv-landing');
      await landing.waitFor(WAIT);
      await expect(landing.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'ขายส่งให้ร้านค้าทั่วประเทศกับแอปผู้ขายส่ง',
      );
      await expect(
        landing.getByRole('link', { name: 'ดาวน์โหลดบน Google Play' }).getAttribute('href'),
      ).resolves.toBe('https://play.google.com/store/apps/details?id=th.co.kk.wholesale');
      await expect.poll(() => sent, WAIT).toEqual(['PUT {"TypeApp":"WS","TypeAdv":"E2E-DASHBOARD"}']);
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

      // Sales staff, on the adverts' dashboard: the visit above, once, among the last 30 days'.
      await signInAt(page, 'sales', '/advertise/dashboard');
      await page.getByRole('heading', { level: 2, name: 'แดชบอร์ดโฆษณา' }).waitFor(WAIT);
      const table = page.getByTestId('visits-per-type-table');
      const visit = table.locator('tr[data-type="E2E-DASHBOARD"]');
      await visit.waitFor(WAIT);
      await expect(visit.locator('[data-column="count"]').innerText()).resolves.toBe('1');
      await page.getByTestId('visits-per-day').locator('svg').first().waitFor(WAIT);
      await page.getByTestId('visits-per-type').locator('svg').first().waitFor(WAIT);
      expect(await seriousViolations(page)).toEqual([]);

      // the table as CSV: one row per advert type, with its count
      const [download] = await Promise.all([
        page.waitForEvent('download', WAIT),
        page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^advert-visits-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = (await downloaded(download)).toString('utf8');
      const rows = csv.split('\r\n').filter(Boolean);
      expect(rows.length - 1).toBe(await table.locator('tbody tr').count());
      expect(rows.find((row) => row.includes('E2E-DASHBOARD'))).toMatch(/,1,/);
    },
    WALK_TIMEOUT,
  );
});
