import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  downloaded,
  seriousViolations,
  setFault,
  sharedBrowser,
  pdfText,
  WALK_TIMEOUT,
  signedInAt,
} from '../../../tests/e2e/support';
import { DEMO_TODAY } from '../../../tests/e2e/clock';
import { listPage } from '../../../tests/e2e/pages/listPage';
import { shownDate, thaiTyped, typeDate } from '../../../tests/e2e/dates';

sharedBrowser();
afterAll(closePages);

/** The money lists' own rows: a transaction's or an order's. */
const dataRows = (page: Page) => listPage(page).dataRows('TransactionNo', 'OrderNo');

/*
 * Money's walk and its files in a browser. What the finance screens show on the way is checked on
 * the component tier beside them: the dashboard's cards (homepage/dashboardCards.spec.tsx), today's
 * orders (orders/todaysOrders.spec.tsx), the finance views and the supplier picker
 * (financeView.spec.tsx), the report's unplaced codes (reports/unplacedStatusCodes.spec.tsx).
 */
describe('money and orders, as finance staff walk them', () => {
  it(
    'filters pay-outs to withdrawals waiting, reveals a bank account, approves one with transfer days, and it leaves the waiting ones',
    async () => {
      const page = await signedInAt('/finance/transactionout', 'finance');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/pay-outs');
      await dataRows(page).first().waitFor();

      await page.getByRole('combobox', { name: 'สถานะ' }).click();
      await page.getByRole('option', { name: 'รออนุมัติ', exact: true }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('filter') ?? '')
        .toContain('"TransactionStatusCode":"WAITING_APPROVAL"');
      const rows = dataRows(page);
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      await expect
        .poll(() => listPage(page).everyCellReads('TransactionStatusCode', 'รออนุมัติ', rows))
        .toBe(true);

      // Open rows until one has a bank account to reveal (a few suppliers have none registered).
      let chosen = '';
      for (let index = 0; index < 6 && !chosen; index += 1) {
        const row = rows.nth(index);
        const number = (await row.locator('td.column-TransactionNo').innerText()).trim();
        await row.locator('td.column-TransactionNo').click();
        const details = page.getByTestId('transaction-details');
        await details.waitFor();
        const reveal = details.getByRole('button', { name: 'แสดง เลขที่บัญชี' });
        await expect
          .poll(
            async () => (await reveal.count()) + (await details.getByText('ยังไม่ได้ลงทะเบียนบัญชีธนาคาร').count()),
          )
          .toBe(1);
        if (await reveal.count()) {
          const shown = details.getByTestId('sensitive-AccountNumber');
          // Encrypted, decrypted only on the click: nothing of the number shows before it.
          await expect.poll(() => shown.innerText()).toBe('••••••••');
          await reveal.click();
          await expect.poll(() => shown.innerText()).toMatch(/^\d{10}$/);
          chosen = number;
        } else {
          await row.locator('td.column-TransactionNo').click();
          // closed before the next row opens: two open panels would both answer the test id
          await expect.poll(() => details.count()).toBe(0);
        }
      }
      expect(chosen).not.toBe('');
      expect(await seriousViolations(page)).toEqual([]);

      const row = rows.filter({ hasText: chosen });
      await row.getByRole('button', { name: `พิจารณาการถอนเงิน ${chosen}` }).click();
      const dialog = page.getByRole('dialog');
      const today = dayjs(DEMO_TODAY);
      const start = today.add(1, 'day').format('YYYY-MM-DD');
      const end = today.add(4, 'day').format('YYYY-MM-DD');
      await typeDate(dialog, 'WithdrawDateStart', thaiTyped(end));
      await typeDate(dialog, 'WithdrawDateEnd', thaiTyped(start));
      await dialog.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
      await expect.poll(() => dialog.innerText()).toContain('วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด');
      await typeDate(dialog, 'WithdrawDateStart', thaiTyped(start));
      await typeDate(dialog, 'WithdrawDateEnd', thaiTyped(end));

      // The service refuses once (not as a conflict: a 409 says it was decided meanwhile): the
      // dialog stays, with the days chosen, and says why.
      await setFault(page, {
        method: 'PUT',
        path: 'Transaction/withdraw',
        status: 400,
        message: 'ปิดรอบการโอนแล้ว',
        times: 1,
      });
      await dialog.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
      await expect.poll(() => page.getByText('บันทึกผลการพิจารณาไม่สำเร็จ: ปิดรอบการโอนแล้ว').count()).toBe(1);
      await expect.poll(() => shownDate(dialog, 'WithdrawDateEnd')).toBe(thaiTyped(end));

      await dialog.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
      await expect.poll(() => page.getByText('บันทึกผลการพิจารณาแล้ว').count()).toBe(1);
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => rows.filter({ hasText: chosen }).count()).toBe(0);

      // Among the approved ones, with its transfer days.
      await page.getByRole('combobox', { name: 'สถานะ' }).click();
      await page.getByRole('option', { name: 'อนุมัติแล้ว', exact: true }).click();
      const approved = rows.filter({ hasText: chosen });
      await expect.poll(() => approved.count()).toBe(1);
      await expect.poll(() => approved.innerText()).toContain(`${thaiTyped(start)} – ${thaiTyped(end)}`);
    },
    WALK_TIMEOUT,
  );

  it("exports the month's finance report as CSV and as a PDF with Thai text", async () => {
    const page = await signedInAt('/report/components/ExportPDF', 'finance');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/report');
    await page.getByTestId('report-summary').waitFor();
    // The demo's codes are the defaults: every transaction is placed, nothing to warn of.
    expect(await page.getByTestId('report-warning').count()).toBe(0);
    const month = DEMO_TODAY.slice(0, 7);
    // shown as people read it: the month, then the Buddhist year
    await expect
      .poll(() => shownDate(page, 'month'))
      .toBe(`${month.slice(5)}/${Number(month.slice(0, 4)) + 543}`);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`finance-report-${month}.csv`);
    const text = (await downloaded(csv)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`${month}-01`);
    expect(text.split('\r\n')[0]).toMatch(/วันที่/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลด PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`finance-report-${month}.pdf`);
    const bytes = await downloaded(pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = pdfText(bytes);
    expect(read).toContain('รายงานการเงินประจำเดือน');
    // The days in the Buddhist era, as Thai documents write them (Intl's Thai calendar, apart from the app's dayjs).
    const firstDay = new Intl.DateTimeFormat('th-TH', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${month}-01T12:00:00`));
    expect(read).toContain(firstDay);
    // The totals in Thai words.
    // (A long line may wrap between Thai words: pdfText squashes white space, allowed in the words.)
    expect(read).toMatch(/รวมเงินออก: .*?\((ลบ)?[ก-๙ ]+(บาทถ้วน|สตางค์)\)/);
  });
});
