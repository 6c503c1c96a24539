import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { searchableSuppliers } from '../../src/resources/suppliers/searchableSuppliers';
import {
  closePages,
  moveTo,
  newPage,
  seriousViolations,
  sharedBrowser,
  signIn,
  tableRows,
  WALK_TIMEOUT,
  signedInAt,
} from './support';

sharedBrowser();
afterAll(closePages);

const PALETTE = 'ค้นหาหน้าจอและข้อมูล';
const UPLOAD = /เลือกรูป|เปลี่ยนรูป/;

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The option the palette's combobox points at. */
async function activeOption(page: Page): Promise<string> {
  const id = await page.getByRole('combobox', { name: PALETTE }).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
}

/** Arrow down until the active option holds `text`. */
async function arrowTo(page: Page, text: string) {
  await page.getByRole('option').filter({ hasText: text }).first().waitFor({ timeout: 60_000 });
  for (let presses = 0; presses < 30; presses += 1) {
    if ((await activeOption(page)).includes(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option holds ${text}`);
}

/** The shortcut works once the top bar has drawn its buttons, the palette's among them. */
async function pressShortcut(page: Page) {
  await page.getByTestId('palette-button').waitFor();
  await page.keyboard.press('Control+k');
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('by keyboard alone', () => {
  it(
    'finds a supplier with Ctrl+K, edits one of its products, and switches to the dark theme',
    async () => {
      const [wanted] = await searchableSuppliers();
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(page, 'admin');
      const lightBackground = await background(page);

      await pressShortcut(page);
      const input = page.getByRole('combobox', { name: PALETTE });
      await expect.poll(() => isFocused(input)).toBe(true);
      await page.keyboard.type(wanted.SupplierName);
      await arrowTo(page, wanted.SupplierName);
      await expect.poll(() => page.getByTestId('palette-count').innerText()).toMatch(/^พบ \d+ รายการ/);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 60_000 })
        .toBe(`/suppliers/${wanted.SupplierId}/show`);

      // The products tab, one product's edit button, its quantity, save: Tab and Enter only.
      // Tabs are one stop (the chosen one); the arrows move between them.
      await tabTo(page, page.getByRole('tab', { name: 'ข้อมูล' }));
      const productsTab = page.getByRole('tab', { name: 'สินค้าของร้าน' });
      for (let presses = 0; presses < 6 && !(await isFocused(productsTab)); presses += 1)
        await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const edit = page
        .getByTestId('supplier-products')
        .getByRole('button', { name: /^แก้ไข / })
        .first();
      await tabTo(page, edit);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await tabTo(page, dialog.locator('input[name="Quantity"]'));
      await page.keyboard.press('Control+a');
      await page.keyboard.type('42');
      await tabTo(page, dialog.getByRole('button', { name: 'บันทึก' }));
      await page.keyboard.press('Enter');
      await page.getByText('สำเร็จ : อัปเดตสินค้า').waitFor({ timeout: 60_000 });
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('supplier-products').innerText()).toContain('42');

      // The user card: its button, then the dark theme among its items.
      await tabTo(page, page.locator('.RaUserMenu-userButton'));
      await page.keyboard.press('Enter');
      const dark = page.getByRole('menuitemradio', { name: 'มืด' });
      await dark.waitFor();
      for (let presses = 0; presses < 10 && !(await isFocused(dark)); presses += 1)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => dark.getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => background(page)).not.toBe(lightBackground);
      await page.keyboard.press('Escape');

      // Kept across a reload; texts stay readable in the dark (axe checks contrast): the home page
      // with its chart, a list with its chips, the palette with records found.
      await page.goto('/');
      await page.getByTestId('dashboard-sections').waitFor({ timeout: 60_000 });
      await expect.poll(() => background(page)).not.toBe(lightBackground);
      expect(await seriousViolations(page)).toEqual([]);
      await moveTo(page, '/suppliers');
      await tableRows(page).first().waitFor({ timeout: 60_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await pressShortcut(page);
      await page.keyboard.type(wanted.SupplierName);
      await page.getByRole('option').filter({ hasText: wanted.SupplierName }).waitFor({ timeout: 60_000 });
      expect(await seriousViolations(page)).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});

describe('the theme', () => {
  it('follows the system until the user card chooses, and again after "follow the system"', async () => {
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'finance');
    const darkBackground = 'rgb(49, 49, 49)';
    await expect.poll(() => background(page)).toBe(darkBackground);
    await page.locator('.RaUserMenu-userButton').click();
    await expect
      .poll(() => page.getByRole('menuitemradio', { name: 'ตามระบบ' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.getByRole('menuitemradio', { name: 'สว่าง' }).click();
    await expect.poll(() => background(page)).not.toBe(darkBackground);
    await page.getByRole('menuitemradio', { name: 'ตามระบบ' }).click();
    await expect.poll(() => background(page)).toBe(darkBackground);
  });
});

describe('the palette', () => {
  it('finds a product by its barcode and opens its edit screen; a list row and an upload work from the keyboard', async () => {
    const page = await signedInAt('/products');
    const barcode = (await tableRows(page).first().locator('td.column-Barcode').innerText()).trim();
    const name = (await tableRows(page).first().locator('td.column-ProductName').innerText()).trim();
    expect(barcode).toMatch(/^\d{8,14}$/);
    // A row that opens its record does so from the keyboard too; so does the image upload's button.
    await tabTo(page, tableRows(page).first());
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/products\/\d+$/);
    await expect.poll(() => page.locator('input[name="ProductName"]').inputValue()).toBe(name);
    // The form may draw again as its record arrives and take the focus away: reach the button again
    // then, as a person would; Enter on it must open the file picker.
    const upload = page.getByRole('button', { name: UPLOAD }).first();
    await expect
      .poll(
        async () => {
          await tabTo(page, upload);
          const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).then(
            () => true,
            () => false,
          );
          await page.keyboard.press('Enter');
          return chooser;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);

    await pressShortcut(page);
    await page.keyboard.type(barcode);
    await arrowTo(page, barcode);
    expect(await activeOption(page)).toContain(name);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/products\/\d+$/);
  });
});
