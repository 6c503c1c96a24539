import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signIn } from '../../../tests/e2e/support';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedSupplierBusinessTypes, seedSuppliers } from './demoSeed';

sharedBrowser();
afterAll(closePages);

describe('the supplier list', () => {
  it('opens from the old paths, pages on the server, and finds a supplier by name', async () => {
    await loadThaiAddresses();
    const wanted = seedSuppliers()[7];
    const page = await newPage();
    await signIn(page, 'admin');
    await page.goto('/wholesale');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/suppliers');
    const rows = page.locator('.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(50);
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').innerText()).toMatch(/300/);

    await page.getByPlaceholder('ค้นหาชื่อผู้ค้าส่ง').fill(wanted.SupplierName);
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await expect.poll(() => row.innerText()).toContain(wanted.ContactName);
    await expect.poll(() => row.innerText()).toContain(wanted.ProvinceName);
    const type = seedSupplierBusinessTypes.find(
      (entry) => String(entry.BusinessTypeId) === wanted.BusinessTypeCode,
    )!;
    await expect.poll(() => row.innerText()).toContain(type.BusinessType);
  });
});
