import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, setFault, sharedBrowser, signedInAt, tableRows } from './support';

sharedBrowser();
afterEach(closeTestPages);

/**
 * A test's start in the file's tab (`signedInAt`, docs/performance.md, "Browser test time"): the
 * app restarted in place when the last test left nothing behind, the page loaded when it left a
 * question open. The tests run in order: each reads what the one before left in the tab.
 */
describe("a test's start in the tab the last test used", () => {
  const TYPED = 'ชื่อที่ค้างไว้ในการทดสอบก่อน';
  const CHANGED = 'ชื่อที่การทดสอบก่อนเปลี่ยนไว้';
  let seeded = '';
  const title = (page: Page) => page.locator('.RaEdit-main input[name="BrandTitle"]');
  /** A mark in the page's window: a load of the page drops it, a restart of the app keeps it. */
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { leftByLastTest: true }));
  const marked = (page: Page) => page.evaluate(() => 'leftByLastTest' in window);

  it('leaves the sign-in-again question open over a typed brand', async () => {
    const page = await signedInAt('/brands/1');
    await expect.poll(() => title(page).inputValue()).not.toBe('');
    seeded = await title(page).inputValue();
    await title(page).fill(TYPED);
    await setFault(page, { method: 'PUT', path: 'Brand/SystemBrand', status: 401, times: 1 });
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByTestId('session-resume').waitFor();
    await mark(page);
  });

  it('then the next test loads the page: the open question lived in its modules', async () => {
    const page = await signedInAt('/brands');
    await tableRows(page).first().waitFor();
    expect(await marked(page)).toBe(false);
    await expect(page.getByTestId('session-resume').count()).resolves.toBe(0);
    const changed = await page.evaluate(
      (name) => window.__demo!.changeRecords('brands', 'BrandId', 1, { Brandname: name }),
      CHANGED,
    );
    expect(changed).toBe(1);
    await mark(page);
  });

  it('and a test after one that left nothing open restarts the app, on the seeded data', async () => {
    const page = await signedInAt('/brands/1');
    await expect.poll(() => title(page).inputValue()).toBe(seeded);
    expect(await marked(page)).toBe(true);
  });
});
