import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  onList,
  seriousViolations,
  sharedBrowser,
  signedInAt,
  tableRows,
} from '../../../tests/e2e/support';
import { listPage } from '../../../tests/e2e/pages/listPage';
import { BROWSER_TEST_KEYS } from '../../../tests/e2e/testConfig';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

/** Whether the list shows rows and every one's cell of `column` reads `text`. */
const everyRow = (page: Page, column: string, text: string) => listPage(page).everyCellReads(column, text);

const count = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/,/g, ''));

/** The list's total, as its pagination says it ("1-11 จาก 11"). */
async function listTotal(page: Page) {
  const shown = await page.locator('.MuiTablePagination-displayedRows').first().innerText();
  return Number(/([\d,]+)\s*$/.exec(shown)?.[1]?.replace(/,/g, '') ?? NaN);
}

describe('/logistic', () => {
  it('lists deliveries, narrows to a status and a region as the summary counts them, and opens an order', async () => {
    // Which deliveries are in transit follows the clock the demo seeds its orders from: a fixed
    // one, or a province may have none at some hours and the list stays empty.
    const page = await signedInAt('/logistic');
    await page.waitForURL(onList('/deliveries'), WAIT);
    const rows = tableRows(page);
    await rows.first().waitFor(WAIT);
    // rows are drawn a few at a time after the first, to a whole page (the tests' size: testConfig.ts)
    await expect.poll(() => rows.count(), WAIT).toBe(BROWSER_TEST_KEYS.listPerPage);
    await page.getByTestId('delivery-summary-table').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'สถานะการจัดส่ง' }).click();
    await page.getByRole('option', { name: 'กำลังจัดส่ง', exact: true }).click();
    await expect.poll(() => page.url(), WAIT).toContain('IN_TRANSIT');
    // a province of the south, then the north: the province goes with its region
    await page.getByRole('combobox', { name: 'ภาค' }).click();
    await page.getByRole('option', { name: 'ภาคใต้', exact: true }).click();
    await expect.poll(() => page.url(), WAIT).toContain('RegionId');
    await page.getByRole('combobox', { name: 'จังหวัด', exact: true }).fill('สงขลา');
    await page.getByRole('option', { name: 'สงขลา', exact: true }).click();
    await expect.poll(() => page.url(), WAIT).toContain('ProvinceId');
    await expect.poll(() => everyRow(page, 'ProvinceName', 'สงขลา'), WAIT).toBe(true);
    await page.getByRole('combobox', { name: 'ภาค' }).click();
    await page.getByRole('option', { name: 'ภาคเหนือ', exact: true }).click();
    await expect.poll(() => decodeURIComponent(page.url()).includes('ProvinceId'), WAIT).toBe(false);
    await expect.poll(() => everyRow(page, 'RegionName', 'ภาคเหนือ'), WAIT).toBe(true);
    expect(await everyRow(page, 'DeliveryStatus', 'กำลังจัดส่ง')).toBe(true);
    // the summary counts the region's deliveries in transit: as many as the list holds
    await expect
      .poll(
        async () => (await page.getByTestId('delivery-summary-table').locator('tbody tr').count()) === 1,
        WAIT,
      )
      .toBe(true);
    const inTransit = await count(page, 'deliveries-IN_TRANSIT-value');
    expect(inTransit).toBeGreaterThan(0);
    await expect.poll(() => listTotal(page), WAIT).toBe(inTransit);

    // a number of the summary filters the list to its status
    await page.getByTestId('deliveries-DELIVERED').click();
    await expect.poll(() => page.url(), WAIT).toContain('DELIVERED');
    await expect.poll(() => everyRow(page, 'DeliveryStatus', 'ส่งถึงแล้ว'), WAIT).toBe(true);
    expect(await everyRow(page, 'RegionName', 'ภาคเหนือ')).toBe(true);

    // a delivery leads to its order
    const link = rows.first().getByTestId('delivery-order-link');
    const orderNo = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/orders\/\d+\/show$/, WAIT);
    await page.getByRole('heading', { level: 2, name: `คำสั่งซื้อ ${orderNo}` }).waitFor(WAIT);
  });
});
