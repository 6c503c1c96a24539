import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signInAt, signedInAt } from '../../../tests/e2e/support';
import { BROWSER_TEST_KEYS } from '../../../tests/e2e/testConfig';
import { decryptDemoProfile as decrypt } from '../../../tests/support/demoCrypto';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedSupplierBankAccounts, seedSupplierBusinessTypes, seedSuppliers } from './demoSeed';
import { searchableSuppliers } from './searchableSuppliers';

sharedBrowser();
afterAll(closePages);

describe('the supplier list', () => {
  it('opens from the old paths, pages on the server, and finds a supplier by name', async () => {
    const wanted = (await searchableSuppliers())[1];
    const page = await signedInAt('/wholesale');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/suppliers');
    const rows = page.locator('.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    // A page of the size config.json gives (the tests' own), of the 300 on the server.
    await expect.poll(() => rows.count()).toBe(BROWSER_TEST_KEYS.listPerPage);
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

describe('the supplier detail', () => {
  it('opens from the list, shows the ids and the address, and reveals the phone to admin', async () => {
    const [wanted] = await searchableSuppliers();
    const phone = decrypt(wanted.Phoneno, wanted.Iv);
    const page = await signedInAt('/suppliers');
    await page.getByPlaceholder('ค้นหาชื่อผู้ค้าส่ง').fill(wanted.SupplierName);
    const rows = page.locator('.RaDataTable-table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/suppliers/${wanted.SupplierId}/show`);

    const shownPhone = page.getByTestId('sensitive-Phoneno');
    // Encrypted, it is decrypted only on the click: until then the mask tells nothing of it.
    const masked = '••••••••';
    await expect.poll(() => shownPhone.innerText()).toBe(masked);
    for (const part of [phone, phone.slice(-4)])
      await expect(page.locator('main').innerText()).resolves.not.toContain(part);
    await expect.poll(() => page.getByTestId('partner-address').innerText()).toContain(wanted.ZipCode);
    // The citizen id is masked like the phone: its last four digits in the card's layout.
    const citizen = wanted.CitizenId;
    const printed = `${citizen[0]}-${citizen.slice(1, 5)}-${citizen.slice(5, 10)}-${citizen.slice(10, 12)}-${citizen[12]}`;
    const shownCitizen = page.getByTestId('sensitive-CitizenId');
    await expect
      .poll(() => shownCitizen.innerText())
      .toBe(`x-xxxx-xxxx${citizen[9]}-${citizen.slice(10, 12)}-${citizen[12]}`);
    for (const full of [printed, citizen])
      await expect(page.locator('main').innerText()).resolves.not.toContain(full);
    await expect(page.locator('[data-testid^="invalid-"]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'แสดง เลขประจำตัวประชาชน' }).click();
    await expect.poll(() => shownCitizen.innerText()).toBe(printed);

    await page.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
    await expect.poll(() => shownPhone.innerText()).toBe(phone);
    await page.getByRole('button', { name: 'ซ่อน เบอร์โทรศัพท์' }).click();
    await expect.poll(() => shownPhone.innerText()).toBe(masked);
    expect(page.url()).not.toContain(phone);

    await page.getByRole('tab', { name: 'สินค้าของร้าน' }).click();
    const products = page.getByTestId('supplier-products').locator('tbody tr');
    await products.first().waitFor();
    await expect.poll(() => products.count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'เปิดในหน้าสินค้าของผู้ค้าส่ง (ค้นหาและกรอง)' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller-products');
    await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    await expect.poll(() => page.getByLabel('ผู้ค้าส่ง').inputValue()).toBe(wanted.SupplierName);
  });

  it('lets sales reveal the contact but not the bank account, which admin can reveal', async () => {
    await loadThaiAddresses();
    const suppliers = seedSuppliers();
    const wanted = suppliers[20];
    const account = seedSupplierBankAccounts(suppliers).find(
      (candidate) => candidate.SupplierBankAccId === wanted.SupplierBankAccId,
    )!;
    const number = decrypt(account.AccountNumber, account.Iv);
    // Encrypted: nothing of it shows before a reveal, which decrypts it.
    const masked = '••••••••';

    const sales = await newPage();
    await signInAt(sales, 'sales', `/wholesale/ws-detail?SupplierId=${wanted.SupplierId}`);
    await expect.poll(() => new URL(sales.url()).pathname).toBe(`/suppliers/${wanted.SupplierId}/show`);
    await sales.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).waitFor();
    // Sales talks to partners: their phone, not their citizen id.
    await expect.poll(() => sales.getByTestId('sensitive-CitizenId').innerText()).toMatch(/^x-xxxx-xxxx/);
    await expect(sales.getByRole('button', { name: 'แสดง เลขประจำตัวประชาชน' }).count()).resolves.toBe(0);
    await sales.getByRole('tab', { name: 'บัญชีธนาคาร' }).click();
    await expect.poll(() => sales.getByTestId('sensitive-AccountNumber').innerText()).toBe(masked);
    await expect(sales.getByRole('button', { name: 'แสดง เลขที่บัญชี' }).count()).resolves.toBe(0);
    // The demo's licence requests come from every third supplier: this one has asked for none.
    await sales.getByRole('tab', { name: 'ใบอนุญาตขายสุรา' }).click();
    await expect.poll(() => sales.getByText('ยังไม่ได้ยื่นใบอนุญาตขายสุรา').count()).toBe(1);

    const admin = await newPage();
    await signInAt(admin, 'admin', `/suppliers/${wanted.SupplierId}/show/bank`);
    const shownNumber = admin.getByTestId('sensitive-AccountNumber');
    await expect.poll(() => shownNumber.innerText()).toBe(masked);
    await admin.getByRole('button', { name: 'แสดง เลขที่บัญชี' }).click();
    await expect.poll(() => shownNumber.innerText()).toBe(number);
  });
});
