import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInPage } from './pages/signInPage';
import { closePages, DEMO_PASSWORD, newPage, sharedBrowser } from './support';

sharedBrowser();
afterAll(closePages);

const PHONE = { width: 390, height: 844 };

const signInOnPhone = (page: Page, username: string) =>
  signInPage(page).signInOnPhone(username, DEMO_PASSWORD);

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
});
