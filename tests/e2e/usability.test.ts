import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  closePages,
  DEMO_PASSWORD,
  demoCall,
  newPage,
  setFault,
  sharedBrowser,
  signIn,
  signedInAt,
} from './support';

sharedBrowser();
afterAll(closePages);

const PHONE = { width: 390, height: 844 };

/** On a phone the drawer is folded away: signed in once the home page shows. */
async function signInOnPhone(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid="dashboard-sections"]').waitFor();
}

describe('on a phone (390 px)', () => {
  it('lists fit the screen: the table scrolls inside, and every row action stays reachable', async () => {
    const page = await newPage({ viewport: PHONE });
    await signInOnPhone(page, 'admin');
    for (const path of ['/products', '/system-products', '/packages', '/brands']) {
      await page.goto(path);
      await page.locator('.RaDataTable-table tbody tr').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
    }
    await page.goto('/products');
    const edit = page.locator('.RaDataTable-table tbody tr').first().getByRole('link', { name: 'แก้ไข' });
    await edit.scrollIntoViewIfNeeded();
    await edit.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/products\/\d+$/);
    await page.locator('input[name="ProductName"]').waitFor();
  });

  it('Thai column headers stay on one line', async () => {
    const page = await newPage({ viewport: PHONE });
    await signInOnPhone(page, 'admin');
    await page.goto('/system-products');
    const header = page.locator('thead th', { hasText: 'สต็อก' });
    await header.waitFor();
    const lines = await header.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});

describe('loading and refusals', () => {
  it('a reload shows a loading indicator, never a blank page', async () => {
    const page = await newPage();
    // config.json is held until the indicator has been seen: the app cannot draw before it, so the
    // indicator is there to be seen however fast the start (a timed delay only raced it).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/config.json', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByTestId('boot-loading').waitFor({ state: 'visible' });
    await expect.poll(() => asked).toBe(true);
    expect(await page.locator('input[name="username"]').count()).toBe(0);
    release();
    await page.locator('input[name="username"]').waitFor();
    expect(await page.getByTestId('boot-loading').count()).toBe(0);
  });

  it("a refused save (4xx) shows the server's message, not 'server error', and keeps what was typed", async () => {
    const page = await signedInAt('/brands/create');
    await page.locator('input[name="BrandTitle"]').fill('แบรนด์ทดสอบ');
    await setFault(page, {
      method: 'POST',
      path: 'Brand/SystemBrand',
      status: 409,
      message: 'Brand already exists',
      times: 1,
    });
    await page.getByRole('button', { name: 'บันทึก' }).click();
    const popup = page.getByTestId('server-error-popup');
    await popup.waitFor();
    const text = await popup.innerText();
    expect(text).toContain('Brand already exists');
    expect(text).toContain('คำขอไม่ผ่านการตรวจสอบ (409)');
    expect(text).not.toContain('เซิร์ฟเวอร์ขัดข้อง');
    expect(await page.locator('input[name="BrandTitle"]').inputValue()).toBe('แบรนด์ทดสอบ');
  });

  it('the brand form says a required field is missing, switches active, and cancels back to the list', async () => {
    const page = await signedInAt('/brands/create');
    await page.locator('input[name="BrandTitle"]').waitFor();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('จำเป็นต้องกรอก').first().waitFor();
    const active = page.locator('input[name="IsActive"]');
    expect(await active.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'ยกเลิก' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/brands');
  });
});

describe('corrections of the old app', () => {
  it('an older product whose barcode breaks the rule saves unchanged, with a warning; a new bad barcode is refused', async () => {
    const page = await newPage();
    await signIn(page, 'admin');
    // An older product, as a real server may hold one: its barcode predates the 8–14 digit rule.
    const product = await demoCall<{ Data: Record<string, unknown> }>(
      page,
      '/product/api/v1/Product/Product?productId=1',
    );
    await demoCall(page, '/product/api/v1/Product/SystemProduct', {
      method: 'PUT',
      body: { ...product.Data, Barcode: 'OLD-77' },
    });
    // In the app (no reload): the demo keeps edits in the page first, then in IndexedDB.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/products/1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const barcode = page.locator('input[name="Barcode"]');
    await expect.poll(() => barcode.inputValue()).toBe('OLD-77');
    await page.getByText('บาร์โค้ดเดิมนี้ไม่ตรงกับรูปแบบ').waitFor();

    await barcode.fill('ABC');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('บาร์โค้ดต้องเป็นตัวเลข').or(page.getByText('8 ถึง 14')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/1');

    await barcode.fill('OLD-77');
    const name = page.locator('input[name="ProductName"]');
    await name.fill(`${await name.inputValue()} (แก้ไข)`);
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products');
  });

  it("a failed category add says 'Error : Add Category' with the server's reason", async () => {
    const page = await signedInAt('/categories/create');
    await page.locator('input[name="Tiltle"]').fill('หมวดทดสอบ');
    await setFault(page, {
      method: 'POST',
      path: 'ProductCategory/ProductCategory',
      status: 400,
      message: 'Category name is taken',
      times: 1,
    });
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('ผิดพลาด : เพิ่มหมวดหมู่ เพิ่มหมวดหมู่ไม่สำเร็จ: Category name is taken').waitFor();
    expect(await page.locator('input[name="Tiltle"]').inputValue()).toBe('หมวดทดสอบ');
  });
});
