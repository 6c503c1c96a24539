import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, newPage, seriousViolations, signIn, sharedBrowser, signedInAt } from './support';

sharedBrowser();
afterEach(closeTestPages);

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it('the login page', async () => {
    const page = await newPage();
    await page.goto('/login');
    // the demo accounts come with the demo backend's code, after the form
    await page.locator('[data-username]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the signed-in shell, the 404 page and menu management (with its dialog)', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.getByTestId('dashboard-sections').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/no-such-page');
    await page.getByTestId('not-found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/menus');
    await page.getByRole('table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'แก้ไข แบรนด์' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('keyboard only', () => {
  it('signs in, opens a menu group and follows a link', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.locator('input[name="username"]').waitFor();
    await page.keyboard.type('admin'); // the username field has focus on arrival
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.getByTestId('drawer-logout').waitFor();
    const group = page.getByRole('menuitem', { name: 'ข้อมูลหลัก', exact: true });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    const link = page.getByRole('menuitem', { name: 'จัดการเมนู' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/menus');
  });

  it('edits a menu entry', async () => {
    const page = await signedInAt('/menus');
    await page.getByRole('button', { name: 'แก้ไข คำสั่งซื้อ' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="title_th"]').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('คำสั่งซื้อทั้งหมด');
    // Tab through the fields to the Save button
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (name === 'บันทึก') break;
    }
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('menuitem', { name: 'คำสั่งซื้อทั้งหมด' }).waitFor();
  });

  it('uses the user card: change password from the keyboard', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'admin', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('user-card').waitFor();
    await page.getByRole('menuitem', { name: 'เปลี่ยนรหัสผ่าน' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/changepassword');
  });
});

describe('accessibility of the catalogue screens', () => {
  it('the product list and the product form', async () => {
    const page = await signedInAt('/products');
    await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/products/create');
    await page.locator('input[name="ProductName"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
