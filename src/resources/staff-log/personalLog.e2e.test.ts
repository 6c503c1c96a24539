import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allRowsDrawn,
  closeTestPages,
  downloaded,
  moveTo,
  setFault,
  sharedBrowser,
  tableRows,
  signedInAt,
} from '../../../tests/e2e/support';
import { decryptDemoProfile as decrypt } from '../../../tests/support/demoCrypto';
import { searchableSuppliers } from '../suppliers/searchableSuppliers';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

/** The staff log's entry of a look fails on the server (the demo's fault injection). */
const LOG_FAILS = { method: 'POST', path: '/auth/Stafflog', status: 500, message: 'log store down' };

async function adminOn(path: string): Promise<Page> {
  const page = await signedInAt(path);
  return page;
}

async function openSupplier(page: Page) {
  const [supplier] = await searchableSuppliers();
  await moveTo(page, `/suppliers/${supplier.SupplierId}/show`);
  const phone = decrypt(supplier.Phoneno, supplier.Iv);
  // Encrypted, and not decrypted before a reveal: the mask tells nothing of the number.
  const masked = '••••••••';
  const shown = page.getByTestId('sensitive-Phoneno');
  await expect.poll(() => shown.innerText(), WAIT).toBe(masked);
  await expect(page.locator('main').innerText()).resolves.not.toContain(phone.slice(-4));
  return { supplier, phone, masked, shown };
}

describe('every look at personal data is in the staff log', () => {
  it("a supplier's phone shows once its REVEAL entry is written; the log lists it by partner", async () => {
    const page = await adminOn('/');
    const { supplier, phone, shown } = await openSupplier(page);
    await page.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
    await expect.poll(() => shown.innerText(), WAIT).toBe(phone);

    await moveTo(page, '/staff-log');
    const rows = tableRows(page);
    await rows.first().waitFor(WAIT);
    await page.getByLabel('คู่ค้า (ชื่อหรือรหัส)').fill(supplier.SupplierName);
    await expect.poll(() => decodeURIComponent(page.url()), WAIT).toContain(supplier.SupplierName);
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    const entry = rows.first();
    await expect.poll(() => entry.locator('td.column-action').innerText(), WAIT).toBe('เปิดดูข้อมูลส่วนบุคคล');
    await expect(entry.locator('td.column-username').innerText()).resolves.toBe('admin');
    await expect(entry.locator('td.column-partnerName').innerText()).resolves.toBe(supplier.SupplierName);
    await expect(entry.locator('td.column-detail').innerText()).resolves.toBe(
      `เบอร์โทรศัพท์ ของผู้ค้าส่ง ${supplier.SupplierId}`,
    );
    // The revealed value is never written to the log.
    await expect(entry.innerText()).resolves.not.toContain(phone);

    // The partner's id finds the same entry.
    await page.getByLabel('คู่ค้า (ชื่อหรือรหัส)').fill(String(supplier.SupplierId));
    await expect.poll(() => decodeURIComponent(page.url()), WAIT).toContain(String(supplier.SupplierId));
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    await expect(rows.first().locator('td.column-partnerName').innerText()).resolves.toBe(
      supplier.SupplierName,
    );
  });

  it('a reveal whose entry cannot be written stays masked and says why; tried again, it shows', async () => {
    const page = await adminOn('/');
    const { phone, masked, shown } = await openSupplier(page);
    await setFault(page, LOG_FAILS);
    await page.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
    const refusal = page.getByTestId('personal-log-refused');
    await expect
      .poll(() => refusal.innerText(), WAIT)
      .toContain('บันทึกการใช้งานไม่สำเร็จ จึงยังซ่อนข้อมูลไว้: เซิร์ฟเวอร์ขัดข้อง (500)');
    await expect(shown.innerText()).resolves.toBe(masked);
    await expect(page.locator('main').innerText()).resolves.not.toContain(phone);

    await page.evaluate(() => window.__demo!.clearFaults());
    await page.getByRole('button', { name: 'ลองแสดง เบอร์โทรศัพท์ อีกครั้ง' }).click();
    await expect.poll(() => shown.innerText(), WAIT).toBe(phone);
    await expect(refusal.count()).resolves.toBe(0);
  });

  it('an export with personal columns writes its EXPORT entry first, and saves nothing when it cannot', async () => {
    const page = await adminOn('/employees');
    await tableRows(page).first().waitFor(WAIT);
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'ส่งออก' }).click(),
    ]);
    const lines = (await downloaded(file)).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('อีเมล');
    const rowCount = lines.length - 1;

    await moveTo(page, '/staff-log');
    const newest = tableRows(page).first();
    await newest.waitFor(WAIT);
    await expect.poll(() => newest.locator('td.column-action').innerText(), WAIT).toBe('ส่งออก');
    await expect(newest.locator('td.column-detail').innerText()).resolves.toBe(
      `ชื่อ-นามสกุล, อีเมล, เบอร์โทรศัพท์ จากพนักงาน ${rowCount} แถว`,
    );

    await moveTo(page, '/employees');
    await tableRows(page).first().waitFor(WAIT);
    await setFault(page, LOG_FAILS);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'ส่งออก' }).click();
    await page.getByText('บันทึกการใช้งานไม่สำเร็จ จึงไม่ได้บันทึกไฟล์: เซิร์ฟเวอร์ขัดข้อง (500)').waitFor(WAIT);
    expect(downloads).toBe(0);
  });

  it('a search of staff names narrows the list but stays out of the address bar and the stored list', async () => {
    const page = await adminOn('/employees');
    const rows = tableRows(page);
    const all = await allRowsDrawn(page);
    // A demo account's name (src/demo/users.ts): a person's name, searched.
    const name = 'วิภาวรรณ ทองคำ';
    const search = page.getByRole('textbox', { name: 'ค้นหาชื่อพนักงาน' });
    await search.fill(name);
    await expect.poll(() => rows.count(), WAIT).toBeLessThan(all);
    await expect(rows.first().innerText()).resolves.toContain(name);
    // The page and the order would be in the address; the name is not, nor in the stored list params.
    expect(decodeURIComponent(page.url())).not.toContain(name);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.includes('listParams') || key.includes('savedQueries'))
        .map((key) => localStorage.getItem(key))
        .join('\n'),
    );
    expect(stored).not.toContain(name);
    await expect(search.inputValue()).resolves.toBe(name);

    // Leaving the list forgets it.
    await moveTo(page, '/');
    await moveTo(page, '/employees');
    await expect(allRowsDrawn(page)).resolves.toBe(all);
    await expect(search.inputValue()).resolves.toBe('');
  });

  it("a store-survey CSV writes its EXPORT entry naming the contact's name and the address", async () => {
    const page = await adminOn('/sales/storesurvey');
    await tableRows(page).first().waitFor(WAIT);
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'ส่งออก' }).click(),
    ]);
    const lines = (await downloaded(file)).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('ชื่อผู้ติดต่อ');
    const rowCount = lines.length - 1;

    await moveTo(page, '/staff-log');
    const newest = tableRows(page).first();
    await newest.waitFor(WAIT);
    await expect.poll(() => newest.locator('td.column-action').innerText(), WAIT).toBe('ส่งออก');
    // The name, the address, the reason and the photo are shown unmasked, and still logged.
    await expect(newest.locator('td.column-detail').innerText()).resolves.toBe(
      `ชื่อผู้ติดต่อ, เบอร์โทรศัพท์, ที่อยู่, เหตุผล, รูปร้าน จากแบบสำรวจร้านค้า ${rowCount} แถว`,
    );
  });
});
