import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  setFault,
  sharedBrowser,
  signedInAt,
  tableRows,
  watchRequests,
} from '../../../../tests/e2e/support';
import { loadThaiAddresses } from '../../../demo/kit/thaiAddresses';
import { seedGroceries, seedGroceryUsers } from '../../groceries/demoSeed';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };
/** How long the demo backend holds the write: the later clicks land while it is under way. */
const HOLD_MS = 4000;

/** The requests of one method to a path the page sends from now on. */
function writesTo(page: Page, method: string, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.includes(path))
      sent.push(request.url());
  });
  return sent;
}

/** Holds the next write to `path` for HOLD_MS before the demo backend answers it as usual. */
const holdNext = (page: Page, method: string, path: string) =>
  setFault(page, { method, path, delayMs: HOLD_MS, times: 1 });

/**
 * Presses a write's button twice in one moment (the second click comes before the page can draw
 * anything, as a click on a busy machine does), then double-clicks it as a person would while the
 * write is held. The button is disabled by then: the mouse goes to it all the same.
 */
async function pressRepeatedly(button: Locator) {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
  await button.dblclick({ force: true });
}

/** Once the page has nothing in flight, the writes it sent. */
async function settledCount(page: Page, sent: string[]) {
  await watchRequests(page, WAIT.timeout)();
  return sent.length;
}

describe('a write is sent once, however often its button is pressed', () => {
  it('a withdrawal decision: one PUT', async () => {
    const page = await signedInAt(
      '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL',
      'finance',
    );
    const row = tableRows(page)
      .filter({ has: page.locator('td.column-TransactionNo') })
      .first();
    await row.waitFor(WAIT);
    const number = (await row.locator('td.column-TransactionNo').innerText()).trim();
    await row.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'ไม่อนุมัติ' }).check();
    await holdNext(page, 'PUT', 'Transaction/withdraw');
    const sent = writesTo(page, 'PUT', 'Transaction/withdraw');
    await pressRepeatedly(dialog.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await expect(settledCount(page, sent)).resolves.toBe(1);
  });

  it('a licence decision: one PUT', async () => {
    const page = await signedInAt('/supplier-alcohol', 'admin');
    const pending = tableRows(page).filter({
      has: page.getByTestId('approval-status').getByText('รอพิจารณา', { exact: true }),
    });
    const row = pending.first();
    await row.waitFor(WAIT);
    const name = (await row.locator('td.column-SupplierName').innerText()).trim();
    await row.getByRole('button', { name: `อนุมัติ ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await holdNext(page, 'PUT', 'BackOfficeSupplierSellAlcohol');
    const sent = writesTo(page, 'PUT', 'SellAlcohol');
    await pressRepeatedly(dialog.getByRole('button', { name: 'อนุมัติ', exact: true }));
    await expect.poll(() => page.getByText('สำเร็จ : อัปเดตสถานะ').count(), WAIT).toBe(1);
    await expect(settledCount(page, sent)).resolves.toBe(1);
  });

  it('a master-data name added with Enter pressed twice: one POST', async () => {
    const page = await signedInAt('/master-data/address/region', 'admin');
    await tableRows(page).filter({ hasText: 'ภาคเหนือ' }).first().waitFor(WAIT);
    await page.getByRole('button', { name: 'เพิ่ม', exact: true }).click();
    const name = page.getByRole('dialog').locator('input[name="name"]');
    await name.fill('ภาคส่งครั้งเดียว');
    await holdNext(page, 'POST', 'MasterData/Regions');
    const sent = writesTo(page, 'POST', 'MasterData/Regions');
    // Enter twice in one moment (the form submitted twice), then Enter again while it is held.
    await name.evaluate((input: HTMLInputElement) => {
      input.form?.requestSubmit();
      input.form?.requestSubmit();
    });
    await name.press('Enter');
    await page.getByText('สร้างภูมิภาคใหม่สำเร็จ').waitFor(WAIT);
    await expect(settledCount(page, sent)).resolves.toBe(1);
    await expect.poll(() => tableRows(page).filter({ hasText: 'ภาคส่งครั้งเดียว' }).count(), WAIT).toBe(1);
  });

  it("a row's delete, confirmed: one DELETE", async () => {
    // A restricted word: nothing refers to it (a brand that products use may not go).
    const page = await signedInAt('/master-data/restrictcontent', 'admin');
    const row = tableRows(page).filter({ hasText: 'กัญชา' }).first();
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: 'ลบ' }).click();
    const dialog = page.getByRole('dialog');
    await holdNext(page, 'DELETE', 'RestrictContent/RestrictContent');
    const sent = writesTo(page, 'DELETE', 'RestrictContent/RestrictContent');
    await pressRepeatedly(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await page.getByText('ลบคำต้องห้ามแล้ว').waitFor(WAIT);
    await expect(settledCount(page, sent)).resolves.toBe(1);
  });

  it("a grocery user's new password, confirmed: one PUT", async () => {
    await loadThaiAddresses();
    const groceries = seedGroceries();
    const store = groceries[3];
    const owner = seedGroceryUsers(groceries).find((user) => user.GroceryId === store.GroceryId)!;
    const page = await signedInAt(`/grocery/gc-password?GroceryId=${store.GroceryId}`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'ร้านค้า' }).inputValue(), WAIT)
      .toBe(store.GroceryName);
    await page.getByLabel('ผู้ใช้งาน').click();
    await page.getByRole('option', { name: `${owner.FullName} (${owner.Username})` }).click();
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('grocery-2026');
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('grocery-2026');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    const path = `GroceryUserPassword/${owner.GroceryUserId}`;
    await holdNext(page, 'PUT', path);
    const sent = writesTo(page, 'PUT', path);
    await pressRepeatedly(page.getByRole('dialog').getByRole('button', { name: 'ตั้งรหัสผ่าน', exact: true }));
    await expect.poll(() => page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว').count(), WAIT).toBe(1);
    await expect(settledCount(page, sent)).resolves.toBe(1);
  });
});
