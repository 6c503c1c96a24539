import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signIn } from '../../../tests/e2e/support';
import { searchableSuppliers } from '../suppliers/searchableSuppliers';

sharedBrowser();
afterAll(closePages);

describe('adding catalogue products to a supplier', () => {
  it('picks two products, sets the stock of one, adds them, and the supplier then sells them', async () => {
    const wanted = (await searchableSuppliers())[3];
    const page = await newPage();
    await signIn(page, 'admin');
    await page.goto('/wholesale/ws-addproduct');
    await page.getByLabel('ผู้ค้าส่ง').fill(wanted.SupplierName);
    await page.getByRole('option', { name: wanted.SupplierName }).click();

    const rows = page.locator('.RaDataTable-table tbody tr');
    await rows.nth(1).waitFor();
    const names = [
      (await rows.nth(0).locator('td').nth(3).innerText()).trim(),
      (await rows.nth(1).locator('td').nth(3).innerText()).trim(),
    ];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'เพิ่มให้ผู้ค้าส่ง' }).click();

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('addition').count()).toBe(2);
    await expect(dialog.getByText('มีอยู่แล้ว').count()).resolves.toBe(0);
    await expect.poll(() => dialog.getByLabel(`จำนวนของ ${names[0]}`).inputValue()).toBe('100');
    await expect.poll(() => dialog.getByLabel(`ราคาของ ${names[0]}`).inputValue()).toBe('100');
    await dialog.getByLabel(`จำนวนของ ${names[1]}`).fill('20');
    await dialog.getByRole('button', { name: 'เพิ่ม 2 รายการ' }).click();
    await expect.poll(() => page.getByText('เพิ่มสินค้าเรียบร้อยแล้ว').count()).toBe(1);

    const filter = encodeURIComponent(
      JSON.stringify({ SupplierId: wanted.SupplierId, ProductName: names[1] }),
    );
    // Within the app, as a user would go on: a reload right after the save may come before the
    // demo has written it to the browser's storage.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/seller-products?filter=${filter}`);
    const row = page.locator('.RaDataTable-table tbody tr').filter({ hasText: names[1] }).first();
    await expect.poll(() => row.locator('td').nth(5).innerText()).toBe('20');
  });
});
