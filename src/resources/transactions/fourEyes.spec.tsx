import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  listRows,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

/** The pay-out list filtered on a status: the demo's codes, its config.json's four eyes. */
const listOf = (filter: Record<string, string>) =>
  `/pay-outs?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const WAITING = listOf({ TransactionStatusCode: 'WAITING_APPROVAL' });
const VERIFIED = listOf({ TransactionStatusCode: 'VERIFIED' });

const numberOf = (row: HTMLElement) => row.querySelector('td.column-TransactionNo')!.textContent!.trim();
const dataRows = async () => (await listRows()).filter((row) => row.querySelector('td.column-TransactionNo'));
const rowOf = (number: string) =>
  [...document.querySelectorAll<HTMLElement>('.RaDataTable-table tbody tr')].find(
    (row) => row.querySelector('td.column-TransactionNo')?.textContent?.trim() === number,
  );

/** The bodies of the withdrawal PUTs sent since the app was drawn. */
const decisionsSent = () =>
  demo()
    .writes()
    .filter(({ method, url }) => method === 'PUT' && url.pathname.includes('/Transaction/withdraw'))
    .map(({ body }) => JSON.parse(body) as Record<string, unknown>);

/** Admin verifies the first waiting withdrawal above the limit; its number and admin's session. */
async function adminVerifiesOneAboveTheLimit() {
  const { user } = await renderApp({ as: 'admin', at: WAITING });
  const above = await waitFor(async () => {
    const found = (await dataRows()).find((row) =>
      row.querySelector('[data-testid="four-eyes-step"][data-step="verify"]'),
    );
    if (!found) throw new Error('no withdrawal above the limit is drawn');
    return found;
  });
  const number = numberOf(above);
  await user.click(within(above).getByRole('button', { name: `ตรวจสอบการถอนเงิน ${number}` }));
  const verify = await screen.findByRole('dialog', { name: `ตรวจสอบการถอนเงิน ${number}` });
  await user.click(within(verify).getByRole('button', { name: 'ยืนยันการตรวจสอบ' }));
  await screen.findAllByText('บันทึกการตรวจสอบแล้ว', { exact: false });
  return { user, number };
}

/** Opens the decision on a verified withdrawal's row, once the list draws it. */
async function openDecision(user: Awaited<ReturnType<typeof renderApp>>['user'], number: string) {
  const row = await waitFor(() => {
    const found = rowOf(number);
    if (!found) throw new Error(`${number} is not among the verified`);
    return found;
  });
  await user.click(within(row).getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }));
  return screen.findByRole('dialog', { name: `พิจารณาการถอนเงิน ${number}` });
}

describe('four eyes on money out (demo: above ฿50,000, verified with VERIFIED)', () => {
  it('one person verifies (no transfer days), and the menu counts it as waiting for a second person', async () => {
    const { user } = await renderApp({ as: 'admin', at: WAITING });
    const rows = await dataRows();
    // Above the limit: "to verify", with a verify button and no decision; within it, neither.
    const above = await waitFor(() => {
      const found = rows.find((row) =>
        row.querySelector('[data-testid="four-eyes-step"][data-step="verify"]'),
      );
      if (!found) throw new Error('no withdrawal above the limit is drawn');
      return found;
    });
    const number = numberOf(above);
    expect(within(above).getByTestId('four-eyes-step').textContent).toBe('รอตรวจสอบ');
    expect(within(above).queryByRole('button', { name: `พิจารณาการถอนเงิน ${number}` })).toBeNull();
    const within_ = rows.find((row) => !row.querySelector('[data-testid="four-eyes-step"]'))!;
    await within(within_).findByRole('button', { name: `พิจารณาการถอนเงิน ${numberOf(within_)}` });

    await user.click(within(above).getByRole('button', { name: `ตรวจสอบการถอนเงิน ${number}` }));
    const verify = await screen.findByRole('dialog', { name: `ตรวจสอบการถอนเงิน ${number}` });
    within(verify).getByText('ต้องใช้สองคน', { exact: false });
    await user.click(within(verify).getByRole('button', { name: 'ยืนยันการตรวจสอบ' }));
    await screen.findAllByText('บันทึกการตรวจสอบแล้ว', { exact: false });
    expect(decisionsSent()).toEqual([
      expect.objectContaining({
        TransactionStatusCode: 'VERIFIED',
        WithdrawDateStart: null,
        WithdrawDateEnd: null,
      }),
    ]);
    await waitFor(() => expect(rowOf(number)).toBeUndefined());

    // The menu's count tells the verified one, waiting for a second person, from the others.
    const menu = screen.getAllByRole('navigation')[0];
    if (!within(menu).queryByTestId('queue-count-pay-outs'))
      await user.click(within(menu).getByRole('menuitem', { name: 'การเงิน' }));
    const count = await within(menu).findByTestId('queue-count-pay-outs');
    await waitFor(() => expect(count.getAttribute('data-second-step')).toBe('1'));
    expect(count.getAttribute('aria-label')).toContain('ตรวจสอบแล้วรอผู้อนุมัติคนที่สอง 1 รายการ');
  });

  it('the one who verified is refused the approval with the reason; another person approves, told who verified', async () => {
    const { user, number } = await adminVerifiesOneAboveTheLimit();

    // The same person may not approve it: the dialog says why, and nothing is sent.
    await moveTo(VERIFIED, { at: '/pay-outs' });
    const verified = await waitFor(() => {
      const row = rowOf(number);
      if (!row) throw new Error(`${number} is not among the verified`);
      return row;
    });
    await waitFor(() =>
      expect(within(verified).getByTestId('four-eyes-step').textContent).toBe('รอผู้อนุมัติคนที่สอง'),
    );
    await user.click(within(verified).getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }));
    const own = await screen.findByRole('dialog', { name: `พิจารณาการถอนเงิน ${number}` });
    const refusal = await waitFor(() => {
      const shown = within(own).getByTestId('second-step');
      expect(shown.getAttribute('data-refused')).toBe('same_person');
      return shown;
    });
    expect(refusal.textContent).toContain('คุณเป็นผู้ตรวจสอบรายการนี้ (admin)');
    expect(within(own).getByRole<HTMLButtonElement>('button', { name: 'ยืนยันการอนุมัติ' }).disabled).toBe(true);
    await user.click(within(own).getByRole('radio', { name: 'ไม่อนุมัติ' }));
    expect(within(own).getByRole<HTMLButtonElement>('button', { name: 'ยืนยันไม่อนุมัติ' }).disabled).toBe(true);
    await user.click(within(own).getByRole('button', { name: 'ยกเลิก' }));
    expect(decisionsSent()).toHaveLength(1);

    // Another person who may decide withdrawals approves it.
    cleanup();
    const second = await renderApp({ as: 'finance', at: VERIFIED });
    const dialog = await openDecision(second.user, number);
    await waitFor(() =>
      expect(within(dialog).getByTestId('second-step').textContent).toContain('ตรวจสอบโดย admin'),
    );
    await second.user.click(within(dialog).getByRole('button', { name: 'ยืนยันการอนุมัติ' }));
    await screen.findAllByText('บันทึกผลการพิจารณาแล้ว');
    expect(decisionsSent()).toEqual([expect.objectContaining({ TransactionStatusCode: 'APPROVED' })]);
  });

  it('refuses the approval, saying so, when the verifier and the person share no identifier kind', async () => {
    const { number } = await adminVerifiesOneAboveTheLimit();
    expect(decisionsSent()).toEqual([expect.objectContaining({ TransactionStatusCode: 'VERIFIED' })]);

    // The service named the verifier by user name alone (no id) ...
    const log = demo().store.collection('staff-log');
    const newestVerify = log
      .filter((entry) => entry.action === 'VERIFY')
      .reduce((newest, entry) => (Number(entry.id) > Number(newest.id) ? entry : newest));
    expect(newestVerify.username).toBe('admin');
    demo().store.change(() => {
      newestVerify.userId = '';
    });
    await demo().store.flush();

    // ... and this session carries an id alone: the two cannot be told apart, so nobody decides.
    cleanup();
    const second = await renderApp({ as: 'finance', at: VERIFIED });
    localStorage.removeItem('username');
    const dialog = await openDecision(second.user, number);
    const refusal = await waitFor(() => {
      const shown = within(dialog).getByTestId('second-step');
      expect(shown.getAttribute('data-refused')).toBe('not_comparable');
      return shown;
    });
    expect(refusal.textContent).toContain('ไม่ทราบว่าคุณเป็นผู้ตรวจสอบรายการนี้หรือไม่');
    expect(refusal.textContent).toContain('(admin)');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'ยืนยันการอนุมัติ' }).disabled).toBe(
      true,
    );
    expect(decisionsSent()).toEqual([]);
  });
});
