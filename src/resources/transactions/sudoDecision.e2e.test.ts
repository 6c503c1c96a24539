import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  demoConfigWith,
  newPage,
  sharedBrowser,
  signInAt,
  tableRows,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAITING_LIST = '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL';

/** The calls that matter here, in the order the page sent them. */
function callsOf(page: Page) {
  const calls: { call: string; body: string }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (
      path.endsWith('/auth/Login') ||
      (request.method() === 'PUT' && path.endsWith('/Transaction/withdraw'))
    )
      calls.push({
        call: `${request.method()} ${path.split('/').slice(-2).join('/')}`,
        body: request.postData() ?? '',
      });
  });
  return calls;
}

describe('sudo mode: a withdrawal decision asks for the password again', () => {
  it('checks the same user’s password before the PUT; a wrong one sends no PUT; cancel sends nothing', async () => {
    // Asked every time (0 minutes), so the sign-in just made does not stand for the decision.
    const page = await newPage({ config: demoConfigWith({ session: { idleMinutes: 30, sudoMinutes: 0 } }) });
    await signInAt(page, 'finance', WAITING_LIST);
    const row = tableRows(page)
      .filter({ has: page.locator('td.column-TransactionNo') })
      .first();
    await row.waitFor();
    const number = (await row.locator('td.column-TransactionNo').innerText()).trim();
    const calls = callsOf(page);

    const decision = page.getByRole('dialog', { name: /พิจารณา/ });
    const decide = async () => {
      await row.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }).click();
      await decision.getByRole('radio', { name: 'ไม่อนุมัติ' }).check();
      await decision.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
    };
    const sudo = page.getByTestId('sudo-confirm');

    // Cancel: nothing sent, and the screen says why.
    await decide();
    await sudo.getByRole('button', { name: 'ยกเลิก' }).click();
    await page.getByText('ยังไม่ได้ส่ง เนื่องจากยังไม่ได้ยืนยันรหัสผ่าน').first().waitFor();
    expect(calls).toEqual([]);
    // The keyboard's place comes back into the decision's window, and Escape then closes it. A
    // fresh-clone run pressed Escape while it was still on the page's body (MUI's focus trap takes
    // it back within 50 ms): the key went nowhere, and the decision stayed open over the list.
    await expect
      .poll(() =>
        decision.evaluate(
          (dialog) => !!dialog.closest('[role="presentation"]')?.contains(document.activeElement),
        ),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await decision.waitFor({ state: 'hidden' });

    // A wrong password: refused in the dialog, no PUT.
    await decide();
    await sudo.locator('input[name="password"]').fill('wrong-password');
    await sudo.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await sudo.getByTestId('sign-in-again-error').waitFor();
    expect(calls.map(({ call }) => call)).toEqual(['POST auth/Login']);

    // The right one: the same user's sign-in, then the decision, nothing retyped.
    await sudo.locator('input[name="password"]').fill('demo1234');
    await sudo.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect
      .poll(() => calls.map(({ call }) => call))
      .toEqual(['POST auth/Login', 'POST auth/Login', 'PUT Transaction/withdraw']);
    expect(JSON.parse(calls[1].body)).toMatchObject({ username: 'finance' });
    await expect.poll(() => tableRows(page).filter({ hasText: number }).count()).toBe(0);
  });
});
