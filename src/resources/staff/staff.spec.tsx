import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const field = (name: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLInputElement>(`#main-content [name="${name}"]`);
    if (!found) throw new Error(`no field ${name} is drawn`);
    return found;
  });

/** Replaces what a field holds, as a person selecting it all and pasting would. */
async function fill(user: User, name: string, text: string) {
  const input = await field(name);
  await user.clear(input);
  await user.paste(text);
}

async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const rowsOf = (text: string) => drawnRows().filter((row) => row.textContent!.includes(text));
/** The row of a username: the e-mail that holds it is shown masked. */
const rowOfUser = (username: string) =>
  drawnRows().find((row) => row.querySelector('td.column-username')?.textContent === username);
/** Waits for the first drawn row that holds `text`. */
const rowWith = (text: string) =>
  waitFor(() => {
    const [row] = rowsOf(text);
    if (!row) throw new Error(`no row holds ${text}`);
    return row;
  });
const search = () => screen.findByRole('textbox', { name: 'ค้นหาชื่อพนักงาน' });

describe('staff (/staff)', () => {
  it('creates a member of staff with an initial password, a weak one refused', async () => {
    const { user, path } = await renderApp({ at: '/staff/employee' });
    await waitFor(() => expect(rowsOf('admin')).not.toHaveLength(0));
    await user.click(screen.getByRole('link', { name: 'สร้าง' }));
    await fill(user, 'username', 'e2e.staff');
    await fill(user, 'password', 'short');
    await fill(user, 'password_again', 'short');
    await pick(user, 'บทบาท', 'ฝ่ายขาย');
    await pick(user, 'ตำแหน่ง', 'พนักงานขายภาคสนาม');
    await fill(user, 'name', 'ทดสอบ ระบบพนักงาน');
    await fill(user, 'email', 'e2e.staff@example.co.th');
    await fill(user, 'phoneNo', '081-234-5678');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findAllByText(/อย่างน้อย 12 ตัวอักษร/)).length).toBeGreaterThan(0);
    expect((await field('name')).value).toBe('ทดสอบ ระบบพนักงาน');
    expect(demo().writes()).toEqual([]);

    await fill(user, 'password', 'longer-pass-1');
    await fill(user, 'password_again', 'longer-pass-1');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('เพิ่มพนักงานแล้ว');
    await waitFor(() => expect(path()).toMatch(/^\/employees(\?|$)/));
    await user.type(await search(), 'ทดสอบ ระบบ');
    // A person's name: the search is kept in the page's memory, never in the address.
    await waitFor(() => expect(drawnRows()).toHaveLength(1));
    expect(decodeURIComponent(path())).not.toContain('ทดสอบ');
    const added = rowsOf('e2e.staff')[0];
    // Phone and e-mail are masked in the list; admin reveals them in the row, which stays open.
    expect(added.textContent).toContain('08x-xxx-5678');
    expect(added.textContent).toContain('e***@example.co.th');
    expect(added.textContent).not.toContain('081-234-5678');
    await user.click(within(added).getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }));
    await waitFor(() => expect(added.textContent).toContain('081-234-5678'));
    expect(window.location.pathname).toBe('/employees');
  });

  it('edits a member of staff, the e-mail masked until revealed, and deletes them after a confirmation', async () => {
    const { user, path } = await renderApp({ at: '/employees?filter=%7B%7D' });
    await listRows();
    await user.type(await search(), 'วิภาวรรณ ทองคำ');
    await waitFor(() => expect(drawnRows()).toHaveLength(1));
    const [row] = await listRows();
    const username = row.querySelector('td.column-username')!.textContent!;
    await user.click(within(row).getByRole('link', { name: 'แก้ไข' }));
    await waitFor(() => expect(path()).toMatch(/^\/employees\/[^/]+$/));
    expect((await field('username')).disabled).toBe(true);
    // The form shows the e-mail masked until revealed; revealed, it is the input with the value.
    expect(document.querySelector('#main-content [name="email"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'แสดง อีเมล' }));
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('#main-content [name="email"]')?.value).toMatch(
        /^[^*]+@[^*]+$/,
      ),
    );
    await fill(user, 'name', 'ทดสอบ ระบบพนักงานแก้ไข');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('บันทึกข้อมูลพนักงานแล้ว');
    // Back on the list, which pages: the edited member is found by name, as a person finds them.
    await waitFor(() => expect(path()).toMatch(/^\/employees(\?|$)/));
    await user.type(await search(), 'ทดสอบ ระบบพนักงานแก้ไข');
    await waitFor(() => expect(drawnRows()).toHaveLength(1));
    await waitFor(() => expect(rowsOf('ทดสอบ ระบบพนักงานแก้ไข')).toHaveLength(1));

    await user.click(within(await rowWith(username)).getByRole('button', { name: 'ลบ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน' }));
    await screen.findByText('ลบพนักงานแล้ว');
    await waitFor(() => expect(rowOfUser(username)).toBeUndefined());
  });

  it('does not let the signed-in user delete themself', async () => {
    await renderApp({ at: '/employees?filter=%7B%7D' });
    const own = await waitFor(() => {
      const row = rowOfUser('admin');
      if (!row) throw new Error('no row of admin is drawn');
      return row;
    });
    const button = within(own).getByRole('button', { name: 'ลบ' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-description')).toBe('ลบบัญชีของตัวเองไม่ได้');
    const other = rowOfUser('finance')!;
    expect(within(other).getByRole('button', { name: 'ลบ' })).toHaveProperty('disabled', false);
  });
});

describe('positions (/staff/position)', () => {
  it('refuses to delete a position staff hold, with the reason, and deletes an unused one', async () => {
    const { user } = await renderApp({ at: '/staff/position' });
    const held = await rowWith('หัวหน้าฝ่ายขาย');
    const heldDelete = within(held).getByRole('button', { name: 'ลบ' });
    await waitFor(() =>
      expect(heldDelete.getAttribute('aria-description')).toMatch(/^ลบไม่ได้: มีพนักงานดำรงตำแหน่งนี้ \d+ คน$/),
    );
    expect(heldDelete).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('link', { name: 'สร้าง' }));
    await fill(user, 'positionName', 'ตำแหน่งชั่วคราว');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('เพิ่มตำแหน่งแล้ว');
    const unused = await rowWith('ตำแหน่งชั่วคราว');
    await user.click(within(unused).getByRole('button', { name: 'ลบ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน' }));
    await screen.findByText('ลบตำแหน่งแล้ว');
    await waitFor(() => expect(rowsOf('ตำแหน่งชั่วคราว')).toHaveLength(0));
  });
});
