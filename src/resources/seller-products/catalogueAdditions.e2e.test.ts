import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signIn, tableRows } from '../../../tests/e2e/support';
import { addTwoCatalogueProducts, chooseSupplier } from './sellerProductSteps.e2e';
import { searchableSuppliers } from '../suppliers/searchableSuppliers';

sharedBrowser();
afterAll(closePages);

describe('adding catalogue products to a supplier', () => {
  it('picks two products, sets the stock of one, adds them, and the supplier then sells them', async () => {
    const wanted = (await searchableSuppliers())[3];
    const page = await newPage();
    await signIn(page, 'admin');
    await page.goto('/wholesale/ws-addproduct');
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

describe('the catalogue on the additions screen', () => {
  it("is shown to support, whose menu gives the seller screens but not the catalogue's own", async () => {
    const page = await newPage();
    await signIn(page, 'support');
    await page.goto('/wholesale/ws-addproduct');
    await tableRows(page).first().waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(50);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/wholesale/ws-addproduct');
    await expect(page.getByTestId('not-allowed').count()).resolves.toBe(0);
  });
});
