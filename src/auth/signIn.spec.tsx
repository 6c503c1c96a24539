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
  type DemoRole,
} from '../../tests/support/renderApp';

componentTestFile();

/** The form's field of that name; throws until it is drawn (for `waitFor`). */
function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}
const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** The demo menu's main entries, in the drawer's order (the seed of src/resources/menus, by hand). */
const EVERY_MAIN_ENTRY = [
  'แดชบอร์ด',
  'สินค้า',
  'แบรนด์',
  'หมวดหมู่สินค้า',
  'การเงิน',
  'ร้านค้าโชห่วย',
  'ผู้ขายส่ง',
  'คำสั่งซื้อ',
  'รายงาน',
  'พนักงาน',
  'สิทธิ์การใช้งาน',
  'โฆษณา',
  'แจ้งเตือนการแก้ไขข้อมูลสินค้า',
  'ฝ่ายขาย',
  'คู่มือการใช้งาน',
  'ติดต่อฝ่ายสนับสนุน',
  'ขนส่ง',
  'จัดการเมนู',
  'ข้อมูลหลัก',
  'ตรวจสอบระบบ',
  'เสนอแนะปรับปรุงระบบ',
];

/** What each role's drawer holds: the entries whose role list is empty or names the role. */
const MAIN_ENTRIES: Record<DemoRole, string[]> = {
  admin: EVERY_MAIN_ENTRY,
  finance: ['แดชบอร์ด', 'การเงิน', 'คำสั่งซื้อ', 'รายงาน', 'ติดต่อฝ่ายสนับสนุน', 'เสนอแนะปรับปรุงระบบ'],
  sales: [
    'แดชบอร์ด',
    'สินค้า',
    'แบรนด์',
    'หมวดหมู่สินค้า',
    'ร้านค้าโชห่วย',
    'ผู้ขายส่ง',
    'โฆษณา',
    'ฝ่ายขาย',
    'ติดต่อฝ่ายสนับสนุน',
    'เสนอแนะปรับปรุงระบบ',
  ],
  support: [
    'แดชบอร์ด',
    'ร้านค้าโชห่วย',
    'ผู้ขายส่ง',
    'คำสั่งซื้อ',
    'แจ้งเตือนการแก้ไขข้อมูลสินค้า',
    'คู่มือการใช้งาน',
    'ติดต่อฝ่ายสนับสนุน',
    'เสนอแนะปรับปรุงระบบ',
  ],
};

const ROLE_NAMES: Record<DemoRole, string> = {
  admin: 'ผู้ดูแลระบบ',
  finance: 'ฝ่ายการเงิน',
  sales: 'ฝ่ายขาย',
  support: 'ฝ่ายบริการลูกค้า',
};

describe('signing in', () => {
  it.each(['admin', 'finance', 'sales', 'support'] as const)(
    'shows %s only the main entries its role may see',
    async (role) => {
      await renderApp({ as: role, at: '/' });
      const shown = await drawerTitles();
      expect(shown.slice(0, -1)).toEqual(MAIN_ENTRIES[role]); // the last one is the red Logout
      expect(shown.at(-1)).toBe('ออกจากระบบ');
      for (const title of EVERY_MAIN_ENTRY.filter((entry) => !MAIN_ENTRIES[role].includes(entry)))
        expect(shown).not.toContain(title);
      expect(document.querySelector('.RaUserMenu-userButton')!.textContent).toContain(role);
      expect((await screen.findByTestId('user-summary')).textContent).toBe(`บทบาท: ${ROLE_NAMES[role]}`);
    },
  );

  it('gives each role a different menu (sales sees brands, not finance or menu management)', async () => {
    await renderApp({ as: 'sales', at: '/' });
    const shown = await drawerTitles();
    expect(shown).toContain('แบรนด์');
    expect(shown).not.toContain('การเงิน');
    expect(shown).not.toContain('จัดการเมนู');
  });

  it('signs in with a second factor, refusing a wrong code first', async () => {
    const { user, path } = await renderApp({ as: null, at: '/login' });
    await user.type(await waitFor(() => field('username')), 'secure');
    await user.type(field('password'), 'demo1234');
    await user.click(submit());
    await waitFor(() => expect(path()).toBe('/LoginTFA'));
    await user.type(await waitFor(() => field('code')), '111111');
    await user.click(submit());
    expect((await screen.findByTestId('tfa-error')).textContent).toContain('รหัสยืนยันไม่ถูกต้อง');
    await user.clear(field('code'));
    await user.type(field('code'), '246810');
    await user.click(submit());
    await screen.findByTestId('drawer-logout');
    expect(path()).toBe('/');
  });

  it('lists the demo accounts with their roles, and one click fills the form', async () => {
    const { user } = await renderApp({ as: null, at: '/login' });
    const accounts = await screen.findByTestId('demo-users');
    await user.click(await within(accounts).findByRole('button', { name: /finance · ฝ่ายการเงิน/ }));
    expect(field('username').value).toBe('finance');
    expect(field('password').value).toBe('demo1234');
    await user.click(submit());
    await waitFor(() => expect(document.querySelector('.RaLayout-appFrame')).not.toBeNull());
  });

  it('says a wrong password is wrong and keeps the username', async () => {
    const { user, path } = await renderApp({ as: null, at: '/login' });
    await user.type(await waitFor(() => field('username')), 'finance');
    await user.type(field('password'), 'not-the-password');
    await user.click(submit());
    expect((await screen.findByTestId('login-error')).textContent).toContain('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(field('username').value).toBe('finance');
    expect(path()).toBe('/login');
  });

  it('sends a visitor to /login and back to the page first asked for', async () => {
    const { user, path } = await renderApp({ as: null, at: '/menus' });
    await waitFor(() => expect(path()).toBe('/login'));
    await user.type(await waitFor(() => field('username')), 'admin');
    await user.type(field('password'), 'demo1234');
    await user.click(submit());
    await waitFor(() => expect(path()).toBe('/menus'));
    await screen.findAllByRole('heading', { name: 'จัดการเมนู' });
  });

  it('clears the session when the stored id is the text "undefined"', async () => {
    localStorage.setItem('id', 'undefined');
    localStorage.setItem('token', 'x');
    const { path } = await renderApp({ as: null, at: '/menus' });
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends the session when a later call answers 401', async () => {
    const { path } = await renderApp({ as: 'admin', at: '/' });
    await screen.findByTestId('drawer-logout');
    // Every signed-in session of the demo ends (window.__demo.expireSessions in a page).
    demo().store.change((data) => {
      data.sessions = {};
    });
    await demo().store.flush();
    await moveTo('/menus', { at: false });
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('id')).toBeNull();
  });

  it('logs out from the red drawer entry and from the user card', async () => {
    const { user, path } = await renderApp({ as: 'support', at: '/' });
    await user.click(await screen.findByTestId('drawer-logout'));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('id')).toBeNull();
    await user.type(await waitFor(() => field('username')), 'support');
    await user.type(field('password'), 'demo1234');
    await user.click(submit());
    await user.click((await screen.findAllByRole('button', { name: 'support' }))[0]);
    await screen.findByTestId('user-card');
    await user.click(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(path()).toBe('/login'));
  });
});
