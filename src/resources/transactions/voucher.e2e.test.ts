import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  downloaded,
  pdfText,
  setFault,
  sharedBrowser,
  tableRows,
  signedInAt,
} from '../../../tests/e2e/support';
import { listPage } from '../../../tests/e2e/pages/listPage';

sharedBrowser();
afterAll(closePages);

const WAIT = { timeout: 60_000 };

/** The staff log's entry fails on the server (the demo's fault injection). */
const LOG_FAILS = { method: 'POST', path: '/auth/Stafflog', status: 500, message: 'log store down' };

/** Withdrawals paid out, newest first: the demo's statement on a fixed clock, the same at any hour. */
const PAID_WITHDRAWALS = `/pay-outs?filter=${encodeURIComponent(
  JSON.stringify({ SubType: 'WD', TransactionStatusCode: 'SUCCESS' }),
)}`;

const dataRows = (page: Page) => listPage(page).dataRows('TransactionNo');

describe('the payment voucher of a decided withdrawal', () => {
  it('is printed from the row with the keyboard, logged first, and reads back in Thai', async () => {
    const page = await signedInAt(PAID_WITHDRAWALS);
    const row = dataRows(page).first();
    await row.waitFor(WAIT);
    const number = (await row.locator('td.column-TransactionNo').innerText()).trim();
    const amount = (await row.locator('td.column-GrandtotalAmount').innerText()).trim();
    const button = row.getByRole('button', { name: `พิมพ์ใบสำคัญจ่ายของรายการ ${number}` });
    await button.focus();
    const [file] = await Promise.all([page.waitForEvent('download', WAIT), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe(`payment-voucher-${number}.pdf`);
    const bytes = await downloaded(file);
    const text = pdfText(bytes);
    expect(text).toContain('ใบสำคัญจ่าย');
    expect(text).toContain(`เลขที่ ${number}`);
    expect(text).toContain(`รวมจ่ายสุทธิ ${amount}`);
    // In Thai words; in the Buddhist era (the demo's clock is March 2026, พ.ศ. 2569).
    expect(text).toMatch(/จำนวนเงินตัวอักษร \([ก-๙ ]+(บาทถ้วน|สตางค์)\)/);
    expect(text).toMatch(/วันที่โอนเงิน \d{1,2} (มกราคม|กุมภาพันธ์|มีนาคม) 2569/);
    // The payee's tax id (13 digits as printed on the card), its branch, and who approved.
    expect(text).toMatch(/เลขประจำตัวผู้เสียภาษี \d-\d{4}-\d{5}-\d{2}-\d/);
    expect(text).toMatch(/สาขา (สำนักงานใหญ่|สาขาที่ 0000[1-3])/);
    expect(text).toMatch(/ผู้อนุมัติ (วิภาวรรณ ทองคำ|สมชาย ใจดี)/);
    expect(text).not.toContain('ศูนย์บาท');

    // Waiting withdrawals have no voucher.
    await page.goto(
      `/pay-outs?filter=${encodeURIComponent(JSON.stringify({ TransactionStatusCode: 'WAITING_APPROVAL' }))}`,
    );
    await dataRows(page).first().waitFor(WAIT);
    await expect(page.getByRole('button', { name: /^พิมพ์ใบสำคัญจ่าย/ }).count()).resolves.toBe(0);

    // The print is in the staff log.
    await page.goto('/staff-log');
    const newest = tableRows(page).first();
    await newest.waitFor(WAIT);
    await expect.poll(() => newest.locator('td.column-action').innerText(), WAIT).toBe('พิมพ์');

    // When the log cannot take the entry, nothing is printed, and the user is told why.
    await page.goto(PAID_WITHDRAWALS);
    await dataRows(page).first().waitFor(WAIT);
    await setFault(page, LOG_FAILS);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await dataRows(page)
      .first()
      .getByRole('button', { name: /^พิมพ์ใบสำคัญจ่าย/ })
      .click();
    await page.getByText('บันทึกการใช้งานไม่สำเร็จ จึงไม่ได้พิมพ์ใบสำคัญจ่าย: เซิร์ฟเวอร์ขัดข้อง (500)').waitFor(WAIT);
    expect(downloads).toBe(0);
  });
});
