import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

/** The pay-out list narrowed to withdrawals waiting for a decision (the old path's filter). */
const WAITING_LIST = '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL';

const waitingNumbers = () =>
  [...document.querySelectorAll('td.column-TransactionNo')].map((cell) => cell.textContent!.trim());

/** Opens the first waiting withdrawal's decision and chooses to reject it; answers its number. */
async function rejectFirst(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const number = await waitFor(() => {
    const [first] = waitingNumbers();
    if (!first) throw new Error('no waiting withdrawal is drawn');
    return first;
  });
  await user.click(screen.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'ไม่อนุมัติ' }));
  return { number, dialog };
}

const decisionsSent = () =>
  demo()
    .writes()
    .filter(({ method, url }) => method === 'PUT' && url.pathname.includes('/Transaction/withdraw'));

describe('a withdrawal is decided once, when two people decide it', () => {
  it('sends nothing when another person decided it since the list was read, and the row leaves the list', async () => {
    const { user } = await renderApp({ as: 'finance', at: WAITING_LIST });
    const { number, dialog } = await rejectFirst(user);
    const changed = await demo().changeRecords('transactions', 'TransactionNo', number, {
      TransactionStatusCode: 'APPROVED',
      TransactionStatusTitle: 'อนุมัติแล้ว',
    });
    expect(changed).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    await screen.findByText('ไม่ได้ส่งการตัดสิน: รายการนี้ถูกตัดสินไปแล้วระหว่างนี้ (สถานะปัจจุบัน: อนุมัติแล้ว)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(waitingNumbers()).not.toContain(number));
    expect(decisionsSent()).toEqual([]);
  });

  it('reads a 409 from the service the same way: not decided twice', async () => {
    const { user } = await renderApp({ as: 'finance', at: WAITING_LIST });
    const { dialog } = await rejectFirst(user);
    demo().setFault({
      method: 'PUT',
      path: 'Transaction/withdraw',
      status: 409,
      message: 'not waiting',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    await screen.findByText('ไม่ได้บันทึกการตัดสิน: ระบบแจ้งว่ารายการนี้ถูกตัดสินไปแล้ว', { exact: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisionsSent()).toHaveLength(1);
  });
});
