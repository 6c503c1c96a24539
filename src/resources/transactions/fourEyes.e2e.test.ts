import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  downloaded,
  newPage,
  sharedBrowser,
  signIn,
  signInAt,
  tableRows,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

/** The pay-out list filtered on a status (and a sub-type): the demo's codes, its config.json's four eyes. */
const listOf = (filter: Record<string, string>) =>
  `/pay-outs?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const WAITING = listOf({ TransactionStatusCode: 'WAITING_APPROVAL' });
const VERIFIED = listOf({ TransactionStatusCode: 'VERIFIED' });

const dataRows = (page: Page) => tableRows(page).filter({ has: page.locator('td.column-TransactionNo') });
const rowOf = (page: Page, number: string) => dataRows(page).filter({ hasText: number });

/** The bodies of the withdrawal PUTs the page sends from now on. */
function decisionsSent(page: Page) {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/Transaction/withdraw'))
      sent.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return sent;
}

/** The pay-outs' count in the menu, its section opened if it is closed. */
async function payOutCount(page: Page) {
  const menu = page.locator('nav[aria-label]').first();
  const count = menu.getByTestId('queue-count-pay-outs');
  const section = menu.getByTestId('section-queue-count-finance');
  await expect.poll(async () => (await count.count()) + (await section.count()), WAIT).toBeGreaterThan(0);
  if ((await count.count()) === 0) await menu.getByRole('menuitem', { name: 'การเงิน', exact: true }).click();
  await count.waitFor(WAIT);
  return count;
}

describe('four eyes on money out (demo: above ฿50,000, verified with VERIFIED)', () => {
  it('one person verifies, is refused the approval with the reason, another approves, and the voucher names both', async () => {
    const page = await newPage();
    const sent = decisionsSent(page);
    await signInAt(page, 'admin', WAITING);
    await dataRows(page).first().waitFor(WAIT);

    // Above the limit: "to verify", with a verify button and no decision; within it, neither.
    const above = dataRows(page)
      .filter({ has: page.locator('[data-testid="four-eyes-step"][data-step="verify"]') })
      .first();
    await above.waitFor(WAIT);
    const number = (await above.locator('td.column-TransactionNo').innerText()).trim();
    await expect.poll(() => above.getByTestId('four-eyes-step').innerText()).toBe('รอตรวจสอบ');
    expect(await above.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }).count()).toBe(0);
    const within = dataRows(page)
      .filter({ hasNot: page.getByTestId('four-eyes-step') })
      .first();
    const withinNumber = (await within.locator('td.column-TransactionNo').innerText()).trim();
    await within.getByRole('button', { name: `พิจารณาการถอนเงิน ${withinNumber}` }).waitFor();

    // The first person verifies: the verified code, no transfer days.
    await above.getByRole('button', { name: `ตรวจสอบการถอนเงิน ${number}` }).click();
    const verify = page.getByRole('dialog', { name: `ตรวจสอบการถอนเงิน ${number}` });
    await verify.getByText('ต้องใช้สองคน', { exact: false }).waitFor();
    await verify.getByRole('button', { name: 'ยืนยันการตรวจสอบ' }).click();
    await page.getByText('บันทึกการตรวจสอบแล้ว', { exact: false }).first().waitFor(WAIT);
    expect(sent).toEqual([
      expect.objectContaining({
        TransactionStatusCode: 'VERIFIED',
        WithdrawDateStart: null,
        WithdrawDateEnd: null,
      }),
    ]);
    await expect.poll(() => rowOf(page, number).count(), WAIT).toBe(0);

    // The menu's count tells the verified one, waiting for a second person, from the others.
    const count = await payOutCount(page);
    await expect.poll(() => count.getAttribute('data-second-step'), WAIT).toBe('1');
    expect(await count.getAttribute('aria-label')).toContain('ตรวจสอบแล้วรอผู้อนุมัติคนที่สอง 1 รายการ');

    // The same person may not approve it: the dialog says why, and nothing is sent.
    await page.goto(VERIFIED);
    const verified = rowOf(page, number);
    await verified.waitFor(WAIT);
    await expect.poll(() => verified.getByTestId('four-eyes-step').innerText()).toBe('รอผู้อนุมัติคนที่สอง');
    await verified.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }).click();
    const own = page.getByRole('dialog', { name: `พิจารณาการถอนเงิน ${number}` });
    const refusal = own.getByTestId('second-step');
    await expect.poll(() => refusal.getAttribute('data-refused'), WAIT).toBe('same_person');
    expect(await refusal.innerText()).toContain('คุณเป็นผู้ตรวจสอบรายการนี้ (admin)');
    expect(await own.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).isDisabled()).toBe(true);
    await own.getByRole('radio', { name: 'ไม่อนุมัติ' }).check();
    expect(await own.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).isDisabled()).toBe(true);
    await own.getByRole('button', { name: 'ยกเลิก' }).click();
    expect(sent).toHaveLength(1);

    // Another person who may decide withdrawals approves it, told who verified it.
    await page.getByTestId('drawer-logout').click();
    await signIn(page, 'finance', undefined, VERIFIED);
    await rowOf(page, number).waitFor(WAIT);
    await rowOf(page, number)
      .getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` })
      .click();
    const second = page.getByRole('dialog', { name: `พิจารณาการถอนเงิน ${number}` });
    await expect
      .poll(() => second.getByTestId('second-step').innerText(), WAIT)
      .toContain('ตรวจสอบโดย admin');
    await second.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
    await page.getByText('บันทึกผลการพิจารณาแล้ว').first().waitFor(WAIT);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ TransactionStatusCode: 'APPROVED' });

    // Its voucher names the one who verified and the one who approved.
    await page.goto(listOf({ SubType: 'WD', TransactionStatusCode: 'APPROVED' }));
    const approved = rowOf(page, number);
    await approved.waitFor(WAIT);
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      approved.getByRole('button', { name: `พิมพ์ใบสำคัญจ่ายของรายการ ${number}` }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: await downloaded(file),
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(text).toContain('ผู้ตรวจสอบ admin');
    expect(text).toContain('ผู้อนุมัติ วิภาวรรณ ทองคำ');
    // Two people, two sign-ins and a PDF: a minute on a busy machine, the default 90 s too close.
  }, 180_000);
});
