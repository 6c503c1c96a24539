import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

const WAITING_LIST = '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL';

/** The calls that matter here, in the order they were sent since the app was drawn. */
const calls = () =>
  demo()
    .requests.filter(
      ({ method, url }) =>
        url.pathname.endsWith('/auth/Login') ||
        (method === 'PUT' && url.pathname.endsWith('/Transaction/withdraw')),
    )
    .map(({ method, url, body }) => ({
      call: `${method} ${url.pathname.split('/').slice(-2).join('/')}`,
      body,
    }));

describe('sudo mode: a withdrawal decision asks for the password again', () => {
  it('checks the same user’s password before the PUT; a wrong one sends no PUT; cancel sends nothing', async () => {
    // Asked every time (0 minutes), so the sign-in just made does not stand for the decision.
    const { user } = await renderApp({
      as: 'finance',
      at: WAITING_LIST,
      config: { session: { idleMinutes: 30, sudoMinutes: 0 } },
    });
    const row = await waitFor(() => {
      const found = drawnRows().find((tr) => tr.querySelector('td.column-TransactionNo'));
      if (!found) throw new Error('no withdrawal row is drawn');
      return found;
    });
    const number = row.querySelector('td.column-TransactionNo')!.textContent!.trim();

    const decide = async () => {
      await user.click(within(row).getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }));
      const decision = await screen.findByRole('dialog', { name: /พิจารณา/ });
      await user.click(within(decision).getByRole('radio', { name: 'ไม่อนุมัติ' }));
      await user.click(within(decision).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
      return { decision, sudo: await screen.findByTestId('sudo-confirm') };
    };

    // Cancel: nothing sent, and the screen says why.
    const first = await decide();
    await user.click(within(first.sudo).getByRole('button', { name: 'ยกเลิก' }));
    await screen.findAllByText(/ยังไม่ได้ส่ง เนื่องจากยังไม่ได้ยืนยันรหัสผ่าน$/);
    expect(calls()).toEqual([]);
    // The keyboard's place comes back into the decision's window, and Escape then closes it.
    await waitFor(() =>
      expect(first.decision.closest('[role="presentation"]')?.contains(document.activeElement)).toBe(true),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /พิจารณา/ })).toBeNull());

    // A wrong password: refused in the dialog, no PUT.
    const { sudo } = await decide();
    const password = () => sudo.querySelector<HTMLInputElement>('input[name="password"]')!;
    await user.type(password(), 'wrong-password');
    await user.click(within(sudo).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await within(sudo).findByTestId('sign-in-again-error');
    expect(calls().map(({ call }) => call)).toEqual(['POST auth/Login']);

    // The right one: the same user's sign-in, then the decision, nothing retyped.
    await user.clear(password());
    await user.type(password(), 'demo1234');
    await user.click(within(sudo).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() =>
      expect(calls().map(({ call }) => call)).toEqual([
        'POST auth/Login',
        'POST auth/Login',
        'PUT Transaction/withdraw',
      ]),
    );
    expect(JSON.parse(calls()[1].body)).toMatchObject({ username: 'finance' });
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('td.column-TransactionNo')].map((cell) => cell.textContent!.trim()),
      ).not.toContain(number),
    );
  });
});
