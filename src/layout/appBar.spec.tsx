import { describe, expect, it } from 'vitest';
import { componentTestFile, drawerTitles, renderApp, screen, waitFor } from '../../tests/support/renderApp';

componentTestFile();

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the app bar', () => {
  it('shows the section titles, a ticking Thai clock, the user and role', async () => {
    await renderApp({ at: '/menus' });
    await waitFor(() => expect(text('section-title')).toBe('จัดการเมนู'));
    const first = (await screen.findByTestId('clock')).textContent;
    expect(first).toMatch(/^\S+ \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d:\d\d น\.$/);
    // It ticks: the next second is drawn.
    await waitFor(() => expect(text('clock')).not.toBe(first));
    expect(text('user-summary')).toBe('บทบาท: ผู้ดูแลระบบ');
    expect(document.querySelector('.RaUserMenu-userButton')!.textContent).toContain('admin');
  });

  it('shows a sub-section title for a sub-entry', async () => {
    const { user } = await renderApp({ at: '/' });
    // open the Finance group and follow its first link (the old path /finance leads to a list)
    await user.click(await screen.findByRole('menuitem', { name: 'การเงิน' }));
    await user.click(await screen.findByRole('menuitem', { name: /รายการเงินเข้า/ }));
    await waitFor(() => expect(document.querySelector('#main-content .RaList-main')).not.toBeNull());
    await waitFor(() => expect(text('section-title')).toBe('การเงิน'));
    expect(text('subsection-title')).toContain('รายการเงินเข้า');
  });

  it('switches to English, and a new sign-in keeps the choice', async () => {
    const { user, path } = await renderApp({ at: '/menus' });
    await user.click(await screen.findByRole('button', { name: 'ไทย' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(text('section-title')).toBe('Menu Management'));
    expect(await drawerTitles()).toContain('Brands');
    // The clock follows the language.
    await waitFor(() => expect(text('clock')).toMatch(/^\w{3} \d{1,2} \w{3} 20\d\d, /));
    // The app's own texts arrive with the English messages, loaded on demand, and react-admin then
    // draws the whole page again: a click before that lands on a button about to be replaced.
    await waitFor(() => expect(screen.getByTestId('drawer-logout').textContent).toBe('Log out'));
    // The language menu has closed: while it is open the page behind it is hidden (aria-hidden), as
    // a person sees it behind the menu's backdrop, and a click there closes the menu only. (The
    // closed menu stays mounted, hidden itself, so the check is on the page's own button.)
    await waitFor(() =>
      expect(screen.getByTestId('drawer-logout').closest('[aria-hidden="true"]')).toBeNull(),
    );
    await user.click(screen.getByTestId('drawer-logout'));
    await waitFor(() => expect(path()).toBe('/login'));
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await drawerTitles()).toContain('Log out');
  });
});

describe('the pages of the shell', () => {
  it('shows the 404 page with a Home link for an unknown path', async () => {
    const { user, path } = await renderApp({ at: '/no/such/page' });
    expect((await screen.findByTestId('not-found')).textContent).toContain('ไม่พบหน้าที่ต้องการ');
    await user.click(screen.getByRole('link', { name: 'หน้าแรก' }));
    await screen.findByTestId('dashboard-sections');
    expect(path()).toBe('/');
  });

  it('shows "An error occurred" for a crashed screen and keeps the rest of the app usable', async () => {
    const { user, path } = await renderApp({ at: '/test' });
    await user.click(await screen.findByRole('button', { name: 'ทำให้หน้าจอนี้ผิดพลาด' }));
    expect((await screen.findByTestId('crash-page')).textContent).toContain('เกิดข้อผิดพลาด');
    await user.click(await screen.findByRole('menuitem', { name: 'จัดการเมนู' }));
    await waitFor(() => expect(path()).toBe('/menus'));
    await screen.findByRole('table', { name: 'จัดการเมนู' });
  });

  it('refuses a screen the role may not open, by URL too', async () => {
    await renderApp({ as: 'finance', at: '/menus' });
    await screen.findByTestId('not-allowed');
    expect(await drawerTitles()).not.toContain('จัดการเมนู');
  });
});
