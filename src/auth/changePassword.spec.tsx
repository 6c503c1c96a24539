import { describe, expect, it } from 'vitest';
import { componentTestFile, renderApp, screen, waitFor } from '../../tests/support/renderApp';

componentTestFile();

/** The form's field of that name; throws until it is drawn (for `waitFor`). */
function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}

describe('changing the password', () => {
  it('checks a password change before sending it, then changes it', async () => {
    const { user, path } = await renderApp({ as: 'support', at: '/changepassword' });
    const fill = async (name: string, text: string) => {
      await user.clear(field(name));
      await user.type(field(name), text);
    };
    const submit = await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' });
    await user.click(submit);
    expect((await screen.findAllByText('จำเป็นต้องกรอก')).length).toBeGreaterThanOrEqual(1);
    await fill('old_password', 'demo1234');
    await fill('new_password', 'short');
    await fill('retype_new_password', 'other');
    await user.click(submit);
    await screen.findByText('อย่างน้อย 12 ตัวอักษร');
    // (The current password again is refused as too short first, the demo's being 8 characters: the
    // same-as-old rule is checked in tests/unit/passwordRules.test.ts.)
    await fill('new_password', 'brandnew-2026');
    await user.click(submit);
    await screen.findByText('รหัสผ่านที่ยืนยันไม่ตรงกับรหัสผ่านใหม่');
    // the server refuses a wrong current password; what was typed stays
    await fill('old_password', 'wrong-old');
    await fill('retype_new_password', 'brandnew-2026');
    await user.click(submit);
    await screen.findByText(/เปลี่ยนรหัสผ่านไม่สำเร็จ: Old password is incorrect/);
    expect(field('new_password').value).toBe('brandnew-2026');
    await fill('old_password', 'demo1234');
    await user.click(submit);
    await screen.findByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
    // The new password is the one that signs in now.
    await user.click(screen.getByTestId('drawer-logout'));
    await waitFor(() => expect(path()).toBe('/login'));
    await user.type(await waitFor(() => field('username')), 'support');
    await user.type(field('password'), 'brandnew-2026');
    await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await screen.findByTestId('drawer-logout');
  });
});
