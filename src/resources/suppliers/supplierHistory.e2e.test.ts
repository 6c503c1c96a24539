import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, setFault, sharedBrowser, signedInAt } from '../../../tests/e2e/support';
import { searchableSuppliers } from './searchableSuppliers';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

/** Sets the first product's unit price on the supplier's products tab, through its edit dialog. */
async function setFirstPrice(page: Page, price: string) {
  const products = page.getByTestId('supplier-products').locator('tbody tr');
  await products.first().waitFor(WAIT);
  const product = (await products.first().locator('td').nth(1).innerText()).trim();
  await page.getByRole('button', { name: `แก้ไข ${product}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ราคาต่อหน่วย').fill(price);
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect.poll(() => dialog.count(), WAIT).toBe(0);
  const edited = products.filter({ hasText: product }).first();
  await expect.poll(() => edited.locator('td').nth(6).innerText(), WAIT).toContain(price);
}

const historyTab = (page: Page) => page.getByRole('tab', { name: 'ประวัติ' });
const panel = (page: Page) => page.getByTestId('record-history');

describe("a supplier's history", () => {
  it('shows an edit made to one of its products: who, when, and the price before → after', async () => {
    const supplier = (await searchableSuppliers())[3];
    const page = await signedInAt(`/suppliers/${supplier.SupplierId}/show/products`, 'sales');
    await setFirstPrice(page, '111.11');
    await setFirstPrice(page, '123.45');

    await historyTab(page).click();
    const newest = panel(page).getByTestId('history-entry').first();
    await newest.waitFor(WAIT);
    const text = () => newest.innerText();
    await expect.poll(text, WAIT).toContain('ราคาต่อหน่วย: 111.11 → 123.45');
    await expect.poll(text).toContain('แก้ไข');
    await expect.poll(text).toContain('โดย sales');
    // The app's date and time, in the Buddhist era (the demo's clock is 18 March 2026, พ.ศ. 2569).
    await expect.poll(text).toMatch(/18\/03\/2569 เวลา \d{2}:\d{2} น\./);
    // The older edit is there too, after it.
    await expect
      .poll(() => panel(page).getByTestId('history-entry').nth(1).innerText())
      .toContain('→ 111.11');
    await expect(panel(page).getByText('ยังไม่มีรายการ').count()).resolves.toBe(0);
  });

  it('says the log cannot be read when it fails, never that there is no history', async () => {
    const supplier = (await searchableSuppliers())[4];
    const page = await signedInAt(`/suppliers/${supplier.SupplierId}/show`, 'sales');
    await historyTab(page).waitFor(WAIT);
    await setFault(page, { method: 'GET', path: '/auth/Stafflog', status: 503, message: 'log store down' });
    await historyTab(page).click();
    await expect.poll(() => panel(page).innerText(), WAIT).toContain('อ่านประวัติไม่ได้: เซิร์ฟเวอร์ขัดข้อง (503)');
    await expect(panel(page).getByText('ยังไม่มีรายการ').count()).resolves.toBe(0);
  });

  it('keeps an edit whose entry the log refused, and says the entry is missing', async () => {
    const supplier = (await searchableSuppliers())[5];
    const page = await signedInAt(`/suppliers/${supplier.SupplierId}/show/products`, 'sales');
    await page.getByTestId('supplier-products').locator('tbody tr').first().waitFor(WAIT);
    await setFault(page, { method: 'POST', path: '/auth/Stafflog', status: 500, message: 'log store down' });
    await setFirstPrice(page, '99.5');
    await expect
      .poll(() => page.getByText('บันทึกแล้ว แต่เขียนประวัติของรายการไม่ได้').count(), WAIT)
      .toBeGreaterThan(0);
  });
});
