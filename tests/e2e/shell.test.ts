import { afterEach, describe, expect, it } from 'vitest';
import { signInPage } from './pages/signInPage';
import {
  closeTestPages,
  DEMO_PASSWORD,
  drawerTitles,
  newPage,
  signIn,
  signedInAt,
  sharedBrowser,
} from './support';

sharedBrowser();
afterEach(closeTestPages);

describe('the shell', () => {
  it('switches to English and keeps the choice after a reload and a new sign-in', async () => {
    const page = await signedInAt('/menus', 'admin');
    await page.getByRole('button', { name: 'ไทย' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => page.getByTestId('section-title').innerText()).toBe('Menu Management');
    expect(await drawerTitles(page)).toContain('Brands');
    // The clock follows the language as it draws again, which a loaded machine may do a moment
    // after the title (a fresh-clone run read it once, too early).
    await expect.poll(() => page.getByTestId('clock').innerText()).toMatch(/^\w{3} \d{1,2} \w{3} 20\d\d, /);
    await page.reload();
    await expect.poll(() => page.getByTestId('section-title').innerText()).toBe('Menu Management');
    await page.getByTestId('drawer-logout').click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(page, 'admin');
    expect(await drawerTitles(page)).toContain('Log out');
  });

  it('folds the drawer away on a phone-sized window', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await signInPage(page).signInOnPhone('admin', DEMO_PASSWORD);
    await expect(page.getByTestId('drawer-logout').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'เปิดเมนู' }).first().click();
    await page.getByTestId('drawer-logout').waitFor({ state: 'visible' });
  });
});

describe('demo data', () => {
  it('keeps edits across a sign-out and restores the seed on "reset demo data"', async () => {
    const page = await signedInAt('/menus', 'admin');
    await page.getByRole('button', { name: 'แก้ไข รายงาน' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="title_th"]').fill('รายงานผู้บริหาร');
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('drawer-logout').click();
    await signIn(page, 'admin');
    expect(await drawerTitles(page)).toContain('รายงานผู้บริหาร');
    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'รีเซ็ตข้อมูลทดลอง' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /ยืนยัน/ }).click();
    await page.waitForLoadState('load');
    await page.getByTestId('drawer-logout').waitFor();
    await expect.poll(() => drawerTitles(page)).toContain('รายงาน');
    expect(await drawerTitles(page)).not.toContain('รายงานผู้บริหาร');
  });
});
