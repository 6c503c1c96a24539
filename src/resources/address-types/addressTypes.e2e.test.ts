import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, newPage, sharedBrowser, signIn, tableRows } from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('address and business types', () => {
  it('lists each of the four with codes and names, and searches one', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'admin');
    for (const [path, shown] of [
      ['/master-data/WS/address-type', 'คลังสินค้า'],
      ['/master-data/GC/address-type', 'ที่อยู่จัดส่งสินค้า'],
      ['/master-data/WS/business-type', ''],
      ['/master-data/GC/business-type', ''],
    ] as const) {
      await page.goto(path);
      await tableRows(page).first().waitFor(WAIT);
      if (shown) await tableRows(page).filter({ hasText: shown }).waitFor(WAIT);
    }
    await page.goto('/master-data/GC/address-type');
    await tableRows(page).first().waitFor(WAIT);
    await page.getByRole('textbox', { name: 'ค้นหารหัสหรือชื่อ' }).fill('ใบกำกับ');
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
    await expect(tableRows(page).first().innerText()).resolves.toContain('GC-BILLING');
  });
});
