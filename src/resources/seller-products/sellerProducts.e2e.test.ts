import { afterAll, describe, expect, it } from 'vitest';
import { chooseSupplier } from './sellerProductSteps.e2e';
import { closePages, newPage, sharedBrowser, signInAt, signedInAt } from '../../../tests/e2e/support';
import { searchableSuppliers } from '../suppliers/searchableSuppliers';

sharedBrowser();
afterAll(closePages);

describe("a supplier's products", () => {
  it('opens on the supplier an old link names (/wholesale/ws-editproduct?SupplierId=)', async () => {
    const [wanted] = await searchableSuppliers();
    const page = await newPage();
    await signInAt(
      page,
      'admin',
      `/wholesale/ws-editproduct?SupplierId=${encodeURIComponent(wanted.SupplierId)}`,
    );
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller-products');
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
      .toEqual({ SupplierId: wanted.SupplierId });
    await expect.poll(() => page.getByLabel('ผู้ค้าส่ง').inputValue()).toBe(wanted.SupplierName);
    await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    await expect(page.getByTestId('seller-products-empty').count()).resolves.toBe(0);
  });

  it('asks for a supplier first, then edits a price in a dialog, refusing a fractional quantity', async () => {
    const [wanted] = await searchableSuppliers();
    const page = await signedInAt('/wholesale/ws-editproduct');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller-products');
    await expect
      .poll(() => page.getByTestId('seller-products-empty').innerText())
      .toBe('เลือกผู้ค้าส่งเพื่อดูและแก้ไขสินค้าของร้าน');

    await chooseSupplier(page, wanted.SupplierName);
    const rows = page.locator('.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    const name = (await rows.first().locator('td').nth(1).innerText()).trim();

    await page.getByRole('button', { name: `แก้ไข ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('จำนวน').fill('1.5');
    await dialog.getByLabel('ราคาต่อหน่วย').fill('99.5');
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => dialog.innerText()).toContain('จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป');

    await dialog.getByLabel('จำนวน').fill('7');
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => page.getByText('สำเร็จ : อัปเดตสินค้า').count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    const row = rows.filter({ hasText: name }).first();
    await expect.poll(() => row.locator('td').nth(5).innerText()).toBe('7');
    await expect.poll(() => row.locator('td').nth(6).innerText()).toMatch(/^฿?99\.50$/);
  });
});
