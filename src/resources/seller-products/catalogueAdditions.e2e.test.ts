import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  newPage,
  sharedBrowser,
  tableRows,
  signInAt,
  signedInAt,
} from '../../../tests/e2e/support';
import { BROWSER_TEST_KEYS } from '../../../tests/e2e/testConfig';
import { addTwoCatalogueProducts, chooseSupplier } from './sellerProductSteps.e2e';
import { searchableSuppliers } from '../suppliers/searchableSuppliers';

sharedBrowser();
afterAll(closePages);

describe('adding catalogue products to a supplier', () => {
  it('picks two products, sets the stock of one, adds them, and the supplier then sells them', async () => {
    const wanted = (await searchableSuppliers())[3];
    const page = await signedInAt('/wholesale/ws-addproduct');
    await chooseSupplier(page, wanted.SupplierName);
    const names = await addTwoCatalogueProducts(page, 20);

    // A reload right after the save: the demo keeps what it was told (it writes when the page goes).
    const filter = encodeURIComponent(
      JSON.stringify({ SupplierId: wanted.SupplierId, ProductName: names[1] }),
    );
    await page.goto(`/seller-products?filter=${filter}`);
    const row = page.locator('.RaDataTable-table tbody tr').filter({ hasText: names[1] }).first();
    await expect.poll(() => row.locator('td').nth(5).innerText()).toBe('20');
  });
});

describe('an old link to the additions screen (/wholesale/ws-addproduct?SupplierId=)', () => {
  it('opens with that supplier chosen: ticking a product enables the add button at once', async () => {
    const wanted = (await searchableSuppliers())[2];
    const page = await newPage();
    await signInAt(
      page,
      'admin',
      `/wholesale/ws-addproduct?SupplierId=${encodeURIComponent(wanted.SupplierId)}`,
    );
    await expect.poll(() => page.getByLabel('ผู้ค้าส่ง').inputValue()).toBe(wanted.SupplierName);
    await tableRows(page).first().getByRole('checkbox').check();
    const add = page.getByRole('button', { name: 'เพิ่มให้ผู้ค้าส่ง' });
    await expect.poll(() => add.isEnabled()).toBe(true);
  });

  it('says so when the supplier it names is not known, and leaves the choice to the user', async () => {
    const page = await signedInAt('/wholesale/ws-addproduct?SupplierId=no-such-supplier');
    await page.getByTestId('linked-supplier-missing').waitFor();
    await tableRows(page).first().getByRole('checkbox').check();
    await expect.poll(() => page.getByRole('button', { name: 'เพิ่มให้ผู้ค้าส่ง' }).isEnabled()).toBe(false);
  });
});

describe('the catalogue on the additions screen', () => {
  it("is shown to support, whose menu gives the seller screens but not the catalogue's own", async () => {
    const page = await signedInAt('/wholesale/ws-addproduct', 'support');
    await tableRows(page).first().waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(BROWSER_TEST_KEYS.listPerPage);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/wholesale/ws-addproduct');
    await expect(page.getByTestId('not-allowed').count()).resolves.toBe(0);
  });
});
