import { afterEach, describe, expect, it } from 'vitest';
import { menuForRole, buildMenuTree } from '../../src/api/menuRules';
import { seedMainMenu, seedSubMenu } from '../support/demoMenu';
import { DEMO_TWO_FACTOR_CODE } from '../../src/demo/users';
import { DEMO_CLOCK, pageNow } from './clock';
import { baseUrl, closeTestPages, drawerTitles, newPage, signIn, sharedBrowser } from './support';

// Its pages route, or open tabs in, their context: each gets one of its own.
sharedBrowser({ fresh: true });
afterEach(closeTestPages);

const tree = buildMenuTree(seedMainMenu, seedSubMenu);

describe('signing in', () => {
  it("keeps the tab's fixed clock running across a reload: a password just checked is not in the future", async () => {
    const page = await newPage();
    // Opened signed out, the app clears the tab's storage before the form: the clock runs on all the same.
    await signIn(page, 'admin', undefined, '/role');
    const signedInAt = await pageNow(page);
    expect(signedInAt).toBeGreaterThanOrEqual(DEMO_CLOCK.getTime());
    await page.reload();
    await page.getByTestId('drawer-logout').waitFor();
    expect(await pageNow(page)).toBeGreaterThanOrEqual(signedInAt);
  });

  it.each(['admin', 'finance', 'sales', 'support'])(
    'shows %s only the main entries its role may see',
    async (role) => {
      const page = await newPage();
      await page.goto('/login');
      await signIn(page, role);
      const expected = menuForRole(tree, role).map((entry) => entry.title_th);
      const shown = await drawerTitles(page);
      expect(shown.slice(0, -1)).toEqual(expected); // the last one is the red Logout
      expect(shown.at(-1)).toBe('ออกจากระบบ');
      const hidden = tree
        .filter((entry) => !expected.includes(entry.title_th))
        .map((entry) => entry.title_th);
      for (const title of hidden) expect(shown).not.toContain(title);
      await expect(page.locator('.RaUserMenu-userButton').innerText()).resolves.toContain(role);
      const roleNames: Record<string, string> = {
        admin: 'ผู้ดูแลระบบ',
        finance: 'ฝ่ายการเงิน',
        sales: 'ฝ่ายขาย',
        support: 'ฝ่ายบริการลูกค้า',
      };
      await expect(page.getByTestId('user-summary').innerText()).resolves.toBe(`บทบาท: ${roleNames[role]}`);
    },
  );

  it('gives each role a different menu (sales sees brands, not finance or menu management)', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'sales');
    const shown = await drawerTitles(page);
    expect(shown).toContain('แบรนด์');
    expect(shown).not.toContain('การเงิน');
    expect(shown).not.toContain('จัดการเมนู');
  });

  it('signs in with a second factor, refusing a wrong code first', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('secure');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/LoginTFA');
    await page.locator('input[name="code"]').fill('111111');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('tfa-error').innerText()).resolves.toContain('รหัสยืนยันไม่ถูกต้อง');
    await page.locator('input[name="code"]').fill(DEMO_TWO_FACTOR_CODE);
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-testid="drawer-logout"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('lists the demo accounts with their roles, and one click fills the form', async () => {
    const page = await newPage();
    await page.goto('/login');
    const finance = page.getByTestId('demo-users').getByRole('button', { name: /finance · ฝ่ายการเงิน/ });
    await finance.click();
    await expect(page.locator('input[name="username"]').inputValue()).resolves.toBe('finance');
    await expect(page.locator('input[name="password"]').inputValue()).resolves.toBe('demo1234');
    await page.locator('button[type="submit"]').click();
    await page.locator('.RaLayout-appFrame').waitFor();
  });

  it('says a wrong password is wrong and keeps the username', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('finance');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('login-error').innerText()).resolves.toContain('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await expect(page.locator('input[name="username"]').inputValue()).resolves.toBe('finance');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a visitor to /login and back to the page first asked for', async () => {
    const page = await newPage();
    await page.goto('/menus');
    await page.waitForURL('**/login');
    await signIn(page, 'admin');
    await page.waitForURL('**/menus');
    await page.getByRole('heading', { name: 'จัดการเมนู' }).first().waitFor();
  });

  it('stays on this site after a sign-in in another tab, though the address named another host', async () => {
    const page = await newPage();
    const origin = new URL(baseUrl()).origin;
    // Should the app leave for the other host, nothing reaches it: the tab shows an error instead.
    await page.context().route('**://evil.example/**', (route) => route.abort());
    await page.goto(`${origin}//evil.example/login`);
    await page.waitForURL((url) => url.pathname === '/login');
    const other = await page.context().newPage();
    await signIn(other, 'admin');
    await page.locator('[data-testid="drawer-logout"]').waitFor();
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('clears the session when the stored id is the text "undefined"', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('id', 'undefined');
      localStorage.setItem('token', 'x');
    });
    await page.goto('/menus');
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });

  it('ends the session when a later call answers 401', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.evaluate(() => window.__demo!.expireSessions());
    await page.goto('/menus'); // a full load: the reference lists are fetched again, with the dead token
    await page.waitForURL('**/login', { timeout: 15_000 });
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBeNull();
  });

  it('logs out from the red drawer entry and from the user card', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'support');
    await page.getByTestId('drawer-logout').click();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBeNull();
    await signIn(page, 'support');
    await page.getByRole('button', { name: 'support', exact: true }).first().click();
    await page.getByTestId('user-card').waitFor();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await page.waitForURL('**/login');
  });
});
