import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, setFault, sharedBrowser, signedInAt, tableRows } from '../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

/** The pay-out list narrowed to withdrawals waiting for a decision (the old path's filter). */
const WAITING_LIST = '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL';

const dataRows = (page: Page) => tableRows(page).filter({ has: page.locator('td.column-TransactionNo') });

/** The withdrawal PUTs the page sends from now on. */
function decisionsSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/Transaction/withdraw'))
      sent.push(request.url());
  });
  return sent;
}

/** Opens the first waiting withdrawal's decision, chooses to reject it; answers its number. */
async function rejectFirst(page: Page) {
  const row = dataRows(page).first();
  await row.waitFor();
  const number = (await row.locator('td.column-TransactionNo').innerText()).trim();
  await row.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'ไม่อนุมัติ' }).check();
  return { number, dialog };
}

describe('a withdrawal is decided once, when two people decide it', () => {
  it('sends nothing when another person decided it since the list was read, says so, and the row leaves the waiting list', async () => {
    const page = await signedInAt(WAITING_LIST, 'finance');
    const { number, dialog } = await rejectFirst(page);
    // Meanwhile another finance user approves it.
    const changed = await page.evaluate(
      (no) =>
        window.__demo!.changeRecords('transactions', 'TransactionNo', no, {
          TransactionStatusCode: 'APPROVED',
          TransactionStatusTitle: 'อนุมัติแล้ว',
        }),
      number,
    );
    expect(changed).toBe(1);
    const sent = decisionsSent(page);
    await dialog.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
    await page.getByText('ไม่ได้ส่งการตัดสิน: รายการนี้ถูกตัดสินไปแล้วระหว่างนี้ (สถานะปัจจุบัน: อนุมัติแล้ว)').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => dataRows(page).filter({ hasText: number }).count()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('reads a 409 from the service the same way: not decided twice, the list asked again', async () => {
    const page = await signedInAt(WAITING_LIST, 'finance');
    const { dialog } = await rejectFirst(page);
    await setFault(page, {
      method: 'PUT',
      path: 'Transaction/withdraw',
      status: 409,
      message: 'not waiting',
      times: 1,
    });
    const sent = decisionsSent(page);
    await dialog.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
    await page.getByText('ไม่ได้บันทึกการตัดสิน: ระบบแจ้งว่ารายการนี้ถูกตัดสินไปแล้ว', { exact: false }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(sent).toHaveLength(1);
  });
});
