import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  demoCall,
  newPage,
  seriousViolations,
  setFault,
  sharedBrowser,
  signInAt,
  signedInAt,
} from '../../../tests/e2e/support';
import { DEMO_TODAY, dayAfter } from '../../../tests/e2e/clock';
import { typeDate } from '../../../tests/e2e/dates';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

interface Log {
  TypeApp: string;
  TypeAdv: string;
  createdAt: string;
}

/** Every visit the demo holds, read with the signed-in user's token straight from the logs call (no range). */
async function storedLogs(page: Page): Promise<Log[]> {
  return (await demoCall<{ Data: Log[] }>(page, '/kk-bo-api/api/Advertise/Logs')).Data;
}

/** The last `days` days up to the pages' fixed today in Bangkok. */
function lastDays(days: number): { start: string; end: string } {
  return { start: dayAfter(DEMO_TODAY, -(days - 1)), end: DEMO_TODAY };
}

function expected(logs: Log[], range: { start: string; end: string }, app?: string) {
  const shown = logs.filter((log) => {
    const day = log.createdAt.slice(0, 10);
    return day >= range.start && day <= range.end && (!app || log.TypeApp === app);
  });
  const perType = new Map<string, number>();
  for (const log of shown) perType.set(log.TypeAdv, (perType.get(log.TypeAdv) ?? 0) + 1);
  return {
    total: shown.length,
    GC: shown.filter((log) => log.TypeApp === 'GC').length,
    WS: shown.filter((log) => log.TypeApp === 'WS').length,
    perType,
  };
}

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(`${testId}-value`).innerText()).replace(/,/g, ''));

describe('/advertise/dashboard', () => {
  it('shows the visits the demo holds for the range and app, with a visit of the public page among them', async () => {
    const page = await newPage();
    // a visit of the public page from a QR code of a type of its own: the dashboard counts it today
    const logged = page.waitForResponse((response) => response.url().includes('/Advertise/AddLog'), WAIT);
    await page.goto('/Adv?TypeApp=WS&TypeAdv=E2E-DASHBOARD');
    expect((await logged).status()).toBe(200);
    await signInAt(page, 'sales', '/advertise/dashboard');
    await page.getByRole('heading', { level: 2, name: 'แดชบอร์ดโฆษณา' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/advertise/dashboard');
    const logs = await storedLogs(page);

    // the last 30 days first
    const month = expected(logs, lastDays(30));
    expect(month.total).toBeGreaterThan(100);
    await page.getByTestId('visits-total').waitFor(WAIT);
    await expect.poll(() => figure(page, 'visits-total'), WAIT).toBe(month.total);
    expect(await figure(page, 'visits-app-GC')).toBe(month.GC);
    expect(await figure(page, 'visits-app-WS')).toBe(month.WS);
    const top = Math.max(...month.perType.values());
    const topCount = await page.getByTestId('visits-top-type').innerText();
    expect(topCount).toContain(`${top} ครั้ง`);
    await page.getByTestId('visits-per-day').locator('svg').first().waitFor(WAIT);
    await page.getByTestId('visits-per-type').locator('svg').first().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    const table = page.getByTestId('visits-per-type-table');
    expect(await table.locator('tbody tr').count()).toBe(month.perType.size);
    await expect(
      table.locator('tr[data-type="E2E-DASHBOARD"] [data-column="count"]').innerText(),
    ).resolves.toBe(String(month.perType.get('E2E-DASHBOARD')));

    // the last 7 days
    await page.getByRole('button', { name: '7 วันล่าสุด' }).click();
    const week = expected(logs, lastDays(7));
    expect(week.total).toBeLessThan(month.total);
    await expect.poll(() => figure(page, 'visits-total'), WAIT).toBe(week.total);
    expect(await figure(page, 'visits-app-GC')).toBe(week.GC);
    expect(await figure(page, 'visits-app-WS')).toBe(week.WS);

    // the wholesaler app only, over 90 days: every visit the demo seeded
    await page.getByRole('button', { name: '90 วันล่าสุด' }).click();
    await page.getByRole('combobox', { name: 'แอป' }).click();
    await page.getByRole('option', { name: 'แอปผู้ขายส่ง' }).click();
    const quarter = expected(logs, lastDays(90), 'WS');
    await expect.poll(() => figure(page, 'visits-total'), WAIT).toBe(quarter.total);
    expect(await figure(page, 'visits-app-WS')).toBe(quarter.total);
    await expect(page.getByTestId('visits-app-GC').count()).resolves.toBe(0);

    // the table as CSV: one row per advert type, with its count
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^advert-visits-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says so when a range has no visit, and when the logs cannot be read', async () => {
    const page = await signedInAt('/advertise/dashboard');
    await page.getByTestId('visits-total').waitFor(WAIT);
    // long before the demo's 90 days of visits
    await typeDate(page, 'start', '01/01/2563');
    await typeDate(page, 'end', '31/01/2563');
    await page.getByTestId('advert-dashboard-empty').waitFor(WAIT);
    await expect(page.getByTestId('visits-total').count()).resolves.toBe(0);

    await setFault(page, { method: 'GET', path: 'Advertise/Logs', status: 503 });
    await page.getByRole('button', { name: '7 วันล่าสุด' }).click();
    await page.getByText('โหลดข้อมูลการเข้าชมไม่สำเร็จ').waitFor(WAIT);
  });
});
