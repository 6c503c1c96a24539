import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawerTitles,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

/** The dialog's field of that name; throws until it is drawn (for `waitFor`). */
function field(dialog: HTMLElement, name: string): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}

const puts = () =>
  demo()
    .writes()
    .filter(({ method }) => method === 'PUT');

describe('a menu entry', () => {
  it('is edited and shows in the drawer at once', async () => {
    const { user } = await renderApp({ at: '/menus' });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข แบรนด์' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(await waitFor(() => field(dialog, 'title_th')));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await within(dialog).findByText('จำเป็นต้องกรอก');
    await user.type(field(dialog, 'title_th'), 'แบรนด์สินค้าทั้งหมด');
    // the icon is a choice among the icons the app has: a name it does not have finds nothing
    // (pasted: each key typed filters the app's thousands of icons again)
    await user.clear(field(dialog, 'icon'));
    await user.paste('Not An Icon');
    await screen.findByText('ไม่พบไอคอนชื่อนี้');
    await user.clear(field(dialog, 'icon'));
    await user.paste('mdi-cart');
    await user.click(await screen.findByRole('option', { name: 'mdi-cart' }));
    await waitFor(() =>
      expect(
        within(dialog).getByTestId('icon-preview').querySelectorAll('[data-icon="mdi-cart"]'),
      ).toHaveLength(1),
    );
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await drawerTitles()).toContain('แบรนด์สินค้าทั้งหมด');
  });

  it('loses a role, and the drawer of that role loses the entry', async () => {
    const { user, path } = await renderApp({ at: '/menus' });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข แบรนด์' }));
    const dialog = await screen.findByRole('dialog');
    // the chip's delete icon
    await user.click(within(dialog).getByRole('button', { name: 'ฝ่ายขาย' }).querySelector('svg')!);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByTestId('drawer-logout'));
    await waitFor(() => expect(path()).toBe('/login'));
    const form = document.body;
    await user.type(await waitFor(() => field(form, 'username')), 'sales');
    await user.type(field(form, 'password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await screen.findByTestId('drawer-logout');
    expect(await drawerTitles()).not.toContain('แบรนด์');
    // and the screen behind it is refused by its address too (deny by default)
    await moveTo('/Menu', { at: false });
    await screen.findByTestId('not-allowed');
  });

  it('keeps the dialog and what was typed when the server refuses the edit, or another person changed the entry meanwhile', async () => {
    const { user } = await renderApp({ at: '/menus' });
    demo().setFault({
      method: 'PUT',
      path: '/api/Mainmenu/3',
      status: 400,
      message: 'Menu database is read-only',
    });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข แบรนด์' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(await waitFor(() => field(dialog, 'title_en')));
    await user.type(field(dialog, 'title_en'), 'Brand names');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByTestId('server-error-popup')).textContent).toContain(
      'Menu database is read-only',
    );
    await screen.findByText('บันทึกเมนูไม่สำเร็จ: Menu database is read-only');
    expect(field(dialog, 'title_en').value).toBe('Brand names');

    // Meanwhile another person renames the entry in both languages: the save reads it again, says so
    // of the English title the person changed too, and sends nothing.
    demo().clearFaults();
    await demo().changeRecords('Mainmenu', 'id', 3, { title_en: 'Our brands', title_th: 'แบรนด์สินค้า' });
    const refused = puts().length;
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('menu-entry-changed-meanwhile').textContent).toContain(
        'มีผู้อื่นแก้ไข ชื่อภาษาอังกฤษ ของเมนูนี้',
      ),
    );
    expect(puts()).toHaveLength(refused);
    expect(field(dialog, 'title_en').value).toBe('Brand names');
    // The Thai title, which only they changed, now shows theirs.
    expect(field(dialog, 'title_th').value).toBe('แบรนด์สินค้า');
    // Told, the person saves again: their English title is written over knowingly, their Thai one kept.
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(puts()).toHaveLength(refused + 1));
    expect(JSON.parse(puts().at(-1)!.body)).toMatchObject({
      title_en: 'Brand names',
      title_th: 'แบรนด์สินค้า',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
