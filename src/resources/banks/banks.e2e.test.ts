import { afterAll, describe, expect, it } from 'vitest';
import { closePages, sharedBrowser, signedInAt } from '../../../tests/e2e/support';
import { BROWSER_TEST_KEYS } from '../../../tests/e2e/testConfig';

sharedBrowser();
afterAll(closePages);

describe('the bank list', () => {
  it('opens from the old path with the 18 banks and their logos, and searches', async () => {
    const page = await signedInAt('/master-data/bank/bank');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/banks');
    const rows = page.locator('.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    // A page of the tests' size (testConfig.ts) of the 18.
    await expect.poll(() => rows.count()).toBe(BROWSER_TEST_KEYS.listPerPage);
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').innerText()).toMatch(/จาก 18$/);
    await expect.poll(() => page.getByTestId('section-title').innerText()).toBe('ข้อมูลหลัก');

    await page.getByPlaceholder('ค้นหารหัสหรือชื่อธนาคาร').fill('ออมสิน');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().innerText()).toContain('GSB');
    const logo = page.getByRole('img', { name: 'โลโก้ ธนาคารออมสิน' });
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });

  it('is not allowed to a role whose menu has no bank entry', async () => {
    const page = await signedInAt('/banks', 'sales');
    await page.getByTestId('not-allowed').waitFor();
    expect(await page.locator('.RaDataTable-table').count()).toBe(0);
  });
});
