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

const entry = (role: string) => screen.findByRole('checkbox', { name: `ตรวจสอบระบบ: ${role} เห็นเมนูนี้` });
const draftBar = () => screen.queryByTestId('role-draft-bar');
const oneUnsaved = () =>
  waitFor(() => expect(draftBar()?.textContent).toContain('การเปลี่ยนแปลงที่ยังไม่บันทึก: 1 เมนู'));

/** The writes of the diagnostics entry (Mainmenu 20), as their bodies. */
const entryWrites = () =>
  demo()
    .writes()
    .filter(({ method, url }) => method === 'PUT' && url.pathname.endsWith('/api/Mainmenu/20'))
    .map(({ body }) => JSON.parse(body) as { allowedroles: string[] });

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function reviewAndSave(user: User) {
  await user.click(screen.getByRole('button', { name: 'ตรวจสอบและบันทึก' }));
  const dialog = await screen.findByRole('dialog', { name: 'บันทึกการเปลี่ยนสิทธิ์เหล่านี้หรือไม่' });
  await user.click(within(dialog).getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
}

describe('/role', () => {
  it('gives the sales role the diagnostics entry after a confirmation, and sales may then open it', async () => {
    const sales = await renderApp({ as: 'sales', at: '/test' });
    await screen.findByTestId('not-allowed');
    sales.unmount();

    const { user, unmount } = await renderApp({ as: 'admin', at: '/role' });
    await screen.findByRole('heading', { level: 2, name: 'สิทธิ์การใช้งานตามบทบาท' });
    await user.click(await screen.findByTestId('role-tab-sales'));
    const screens = await screen.findByTestId('role-screens');
    await waitFor(() => expect(within(screens).queryAllByText('แบรนด์').length).toBeGreaterThan(0));
    expect(within(screens).queryByText('ตรวจสอบระบบ')).toBeNull();

    const box = await entry('ฝ่ายขาย');
    expect(box).toHaveProperty('checked', false);
    await user.click(box);
    await waitFor(() =>
      expect(within(screen.getByTestId('role-screens')).queryByText('ตรวจสอบระบบ')).not.toBeNull(),
    );
    await oneUnsaved();

    await user.click(screen.getByRole('button', { name: 'ตรวจสอบและบันทึก' }));
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกการเปลี่ยนสิทธิ์เหล่านี้หรือไม่' });
    const written = await within(dialog).findByTestId('role-confirm-entries');
    await waitFor(() => expect(written.textContent).toContain('ตรวจสอบระบบ'));
    expect(written.textContent).toContain('/test');
    expect(within(dialog).getByTestId('role-confirm-screens').textContent).toMatch(
      /ฝ่ายขาย\s*ได้รับ:\s*ตรวจสอบระบบ/,
    );
    expect(entryWrites()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    await screen.findByText('บันทึกสิทธิ์แล้ว: เขียน 1 เมนู');
    expect(entryWrites().map(({ allowedroles }) => allowedroles)).toEqual([['admin', 'sales']]);
    await waitFor(() => expect(draftBar()).toBeNull());
    unmount();

    await renderApp({ as: 'sales', at: '/test' });
    await screen.findByRole('heading', { level: 2, name: 'ตรวจสอบระบบ' });
    expect(screen.queryByTestId('not-allowed')).toBeNull();
  });

  it('refuses to take the last role off an entry, and keeps a change the server failed to write unsaved', async () => {
    const { user } = await renderApp({ at: '/role' });
    const diagnostics = await entry('ผู้ดูแลระบบ');
    expect(diagnostics).toHaveProperty('checked', true);
    expect(diagnostics).toHaveProperty('disabled', true);

    await user.click(screen.getByTestId('role-tab-support'));
    demo().setFault({ method: 'PUT', path: '/api/Mainmenu/20', status: 503 });
    await user.click(await entry('ฝ่ายบริการลูกค้า'));
    await reviewAndSave(user);
    await screen.findByText(/บันทึกไม่สำเร็จ 1 จาก 1 เมนู/);
    await oneUnsaved();
    expect(await entry('ฝ่ายบริการลูกค้า')).toHaveProperty('checked', true);
  });

  it("writes nothing over another person's change meanwhile: the change stays unsaved, over theirs", async () => {
    const { user } = await renderApp({ at: '/role' });
    await user.click(await screen.findByTestId('role-tab-support'));
    await user.click(await entry('ฝ่ายบริการลูกค้า'));
    await oneUnsaved();

    // Meanwhile another person gives the entry to finance: the save reads it again and writes nothing over it.
    await demo().changeRecords('Mainmenu', 'id', 20, { allowedroles: ['admin', 'finance'] });
    demo().requests.length = 0;
    await reviewAndSave(user);
    await screen.findByText(/มีผู้อื่นแก้ไขบทบาทของรายการนี้ไปก่อนแล้ว/);
    expect(demo().writes()).toEqual([]);
    await oneUnsaved();
    // The person's change now stands over theirs: finance keeps the entry, support is still given.
    await user.click(screen.getByTestId('role-tab-finance'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ฝ่ายการเงิน เห็นเมนูนี้' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    await reviewAndSave(user);
    await screen.findByText('บันทึกสิทธิ์แล้ว: เขียน 1 เมนู');
    expect(entryWrites().map(({ allowedroles }) => allowedroles)).toEqual([['admin', 'finance', 'support']]);
    await waitFor(() => expect(draftBar()).toBeNull());

    // Sales too; meanwhile another person gives sales the entry as well: nothing left to write, and
    // the change leaves the draft instead of waiting there as one.
    await user.click(screen.getByTestId('role-tab-sales'));
    await user.click(await entry('ฝ่ายขาย'));
    await oneUnsaved();
    await demo().changeRecords('Mainmenu', 'id', 20, {
      allowedroles: ['admin', 'finance', 'support', 'sales'],
    });
    demo().requests.length = 0;
    await reviewAndSave(user);
    await screen.findByText('บันทึกสิทธิ์แล้ว: เขียน 0 เมนู อีก 1 เมนูมีผู้อื่นเปลี่ยนเป็นแบบเดียวกันไว้แล้ว');
    await waitFor(() => expect(draftBar()).toBeNull());
    expect(demo().writes()).toEqual([]);
  });

  it("follows the menu's rights key: the roles screen writes the same entries as the menu screen", async () => {
    // Only a role that does not exist may change menu entries: nobody here.
    const { user } = await renderApp({
      as: 'admin',
      at: '/role',
      config: { rights: { menus: { edit: ['nobody'] } } },
    });
    await user.click(await screen.findByTestId('role-tab-sales'));
    expect(await entry('ฝ่ายขาย')).toHaveProperty('disabled', true);
  });
});
