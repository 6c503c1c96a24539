import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signInAt, signedInAt } from '../../../tests/e2e/support';
import { decryptDemoProfile as decrypt } from '../../../tests/support/demoCrypto';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedGroceries, seedGroceryUsers } from './demoSeed';

sharedBrowser();
afterAll(closePages);

describe('grocery stores', () => {
  it('open from the old detail path with the phone masked (not yet decrypted), revealed on a click', async () => {
    await loadThaiAddresses();
    const store = seedGroceries()[10];
    const phone = decrypt(store.ContactphoneNo, store.Iv);
    const page = await signedInAt(`/grocery/gc-detail?GroceryId=${store.GroceryId}`, 'support');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/groceries/${store.GroceryId}/show`);
    const shown = page.getByTestId('sensitive-ContactphoneNo');
    // Encrypted, and decrypted only on the click: the mask tells nothing of the number.
    await expect.poll(() => shown.innerText()).toBe('••••••••');
    await expect.poll(() => page.getByTestId('partner-address').innerText()).toContain(store.ZipCode);
    await page.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์ผู้ติดต่อ' }).click();
    await expect.poll(() => shown.innerText()).toBe(phone);
  });

  it("set a user's new password after a confirmation, and the form forgets it", async () => {
    await loadThaiAddresses();
    const groceries = seedGroceries();
    const store = groceries.find(
      (candidate) =>
        groceries.filter((other) => other.GroceryName.includes(candidate.GroceryName)).length === 1,
    )!;
    const owner = seedGroceryUsers(groceries).find((user) => user.GroceryId === store.GroceryId)!;
    const page = await signedInAt('/grocery/gc-password');
    await page.getByRole('combobox', { name: 'ร้านค้า' }).fill(store.GroceryName);
    await page.getByRole('option', { name: store.GroceryName }).click();
    await page.getByLabel('ผู้ใช้งาน').click();
    await page.getByRole('option', { name: `${owner.FullName} (${owner.Username})` }).click();
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('short');
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('short');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('อย่างน้อย 12');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('grocery-2026');
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('grocery-2026');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ตั้งรหัสผ่าน', exact: true }).click();
    await expect.poll(() => page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว').count()).toBe(1);
    await expect.poll(() => page.getByLabel('รหัสผ่านใหม่', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain('grocery-2026');
  });

  it('let only the roles of its own menu entry reset a password, not every role that may list the stores', async () => {
    const sales = await newPage();
    await signInAt(sales, 'sales', '/grocery/grocerys');
    await sales.getByRole('table').waitFor();
    await sales.goto('/grocery/gc-password');
    await sales.getByTestId('not-allowed').waitFor();
    expect(await sales.getByLabel('รหัสผ่านใหม่', { exact: true }).count()).toBe(0);

    const support = await newPage();
    await signInAt(support, 'support', '/grocery/gc-password');
    await support.getByLabel('รหัสผ่านใหม่', { exact: true }).waitFor();
  });

  it('open the password screen from an old link with its store chosen', async () => {
    await loadThaiAddresses();
    const store = seedGroceries()[3];
    const owner = seedGroceryUsers(seedGroceries()).find((user) => user.GroceryId === store.GroceryId)!;
    const page = await signedInAt(`/grocery/gc-password?GroceryId=${store.GroceryId}`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'ร้านค้า' }).inputValue())
      .toBe(store.GroceryName);
    await page.getByLabel('ผู้ใช้งาน').click();
    await page.getByRole('option', { name: `${owner.FullName} (${owner.Username})` }).waitFor();
  });
});
