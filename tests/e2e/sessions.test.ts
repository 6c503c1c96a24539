import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, demoConfigWith, newPage, sharedBrowser, signIn, tableRows } from './support';
import { pageNow } from './clock';

// Its pages route, or open tabs in, their context: each gets one of its own.
sharedBrowser({ fresh: true });
afterEach(closeTestPages);

const pathOf = (page: Page) => new URL(page.url()).pathname;

const warning = (page: Page) => page.getByTestId('idle-warning');

describe('sessions that end', () => {
  it('sends every other tab to the sign-in page on a sign-out in one, moved by the sign-out itself', async () => {
    const first = await newPage();
    await signIn(first, 'admin');
    // The same browser profile: one storage, as two tabs of a user.
    const second = await first.context().newPage();
    await second.goto('/brands');
    await tableRows(second).first().waitFor();
    // From here on the test neither navigates nor touches the second tab: it only watches. A mark
    // on its document tells that it was not loaded again; its own clock times its reaction.
    await second.evaluate(() => {
      const times = window as unknown as { __sameDocument: boolean; __cleared?: number; __atLogin?: number };
      times.__sameDocument = true;
      window.addEventListener('storage', (event) => {
        if (event.key === null) times.__cleared ??= performance.now();
      });
      // The router moves through the history API: each move is seen as it is made (a frame or
      // timer loop would run late, or not at all, in a tab in the background).
      for (const method of ['pushState', 'replaceState'] as const) {
        const move = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          move(...args);
          if (window.location.pathname === '/login') times.__atLogin ??= performance.now();
        };
      }
    });

    await first.getByTestId('drawer-logout').click();
    await first.waitForURL('**/login');

    await expect.poll(() => pathOf(second), { timeout: 15_000 }).toBe('/login');
    await second.locator('input[name="username"]').waitFor();
    await second.getByText('คุณออกจากระบบแล้วจากแท็บหรือหน้าต่างอื่น').waitFor();
    expect(await tableRows(second).count()).toBe(0);
    const seen = await second.evaluate(() => {
      const times = window as unknown as { __sameDocument?: boolean; __cleared?: number; __atLogin?: number };
      return { sameDocument: times.__sameDocument, cleared: times.__cleared, atLogin: times.__atLogin };
    });
    expect(seen.sameDocument).toBe(true);
    expect(seen.cleared).toBeTypeOf('number');
    // Moved by the storage event, not by a timer of its own: the session's own timers (the idle end
    // and the expiry) are half an hour away on the page's clock. A budget of one second measured
    // a busy shared machine more than the app (the guide keeps timings out of tests).
    expect(seen.atLogin! - seen.cleared!).toBeLessThan(60_000);
    await expect(second.evaluate(() => localStorage.getItem('id'))).resolves.toBeNull();
  });

  it('warns before the idle end, stays signed in on "stay", and signs out once idle', async () => {
    // The page's own fixed clock, fast-forwarded: no real waiting.
    const page = await newPage({
      config: demoConfigWith({ session: { idleMinutes: 2 } }),
      movableClock: true,
    });
    await signIn(page, 'admin');

    // A minute before the end of two idle minutes: the warning, counting down.
    await page.clock.fastForward('01:01');
    await warning(page).waitFor();
    expect(await warning(page).innerText()).toMatch(/ระบบจะออกจากระบบใน \d+ วินาที/);
    await page.getByRole('button', { name: 'ใช้งานต่อ' }).click();
    await warning(page).waitFor({ state: 'hidden' });

    // Past the first idle end, but "stay" moved it: the warning again, not the sign-in page.
    await page.clock.fastForward('01:05');
    await warning(page).waitFor();
    expect(pathOf(page)).not.toBe('/login');

    await page.clock.fastForward('01:00');
    await page.waitForURL('**/login');
    await page.getByText('ระบบออกจากระบบให้แล้ว เนื่องจากไม่มีการใช้งานเป็นเวลานาน').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBeNull();
  });

  it('ends the session at its expiry on a timer, without a navigation', async () => {
    const page = await newPage({ movableClock: true });
    await signIn(page, 'admin');
    // A session that ends in five minutes (well before the 30 idle minutes of the default).
    const endsAt = (await pageNow(page)) + 5 * 60_000;
    await page.evaluate((at) => localStorage.setItem('expiresAt', String(at)), endsAt);
    await page.reload();
    await page.locator('[data-testid="drawer-logout"]').waitFor();

    await page.clock.fastForward('04:50');
    expect(pathOf(page)).not.toBe('/login');
    expect(await warning(page).count()).toBe(0);
    await page.clock.fastForward('00:15');
    await page.waitForURL('**/login');
    await page.getByText('เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่').waitFor();
  });
});

describe('a session that ends while a form holds typed work', () => {
  const resumeDialog = (page: Page) => page.getByTestId('session-resume');
  const TYPED = 'ชื่อที่พิมพ์ก่อนเซสชันหมด';
  /** Everything the page keeps in storage, to show that nothing typed went there. */
  const storedText = (page: Page) =>
    page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));

  /** An admin's brand edit with a title typed and not saved. */
  async function typedBrandEdit(options: Parameters<typeof newPage>[0] = {}) {
    const page = await newPage(options);
    await signIn(page, 'admin', undefined, '/brands/1');
    const title = page.locator('.RaEdit-main input[name="BrandTitle"]');
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill(TYPED);
    return { page, title };
  }

  it('an idle end with unsaved changes asks instead of leaving; "sign out" then clears everything', async () => {
    const { page } = await typedBrandEdit({
      config: demoConfigWith({ session: { idleMinutes: 2 } }),
      movableClock: true,
    });
    await page.clock.fastForward('02:05');
    const dialog = resumeDialog(page);
    await dialog.waitFor();
    expect(pathOf(page)).toBe('/brands/1');
    // The session itself is over: nothing of it, and nothing typed, is left in storage.
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    expect(await storedText(page)).not.toContain(TYPED);

    await dialog.getByRole('button', { name: 'ออกจากระบบตอนนี้' }).click();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBeNull();
  });

  it('an idle end with unsaved changes: signing in again keeps the form, and the session goes on', async () => {
    const { page, title } = await typedBrandEdit({
      config: demoConfigWith({ session: { idleMinutes: 2 } }),
      movableClock: true,
    });
    await page.clock.fastForward('02:05');
    const dialog = resumeDialog(page);
    await dialog.locator('input[name="password"]').fill('demo1234');
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe(TYPED);
    expect(pathOf(page)).toBe('/brands/1');
    await expect(page.evaluate(() => localStorage.getItem('username'))).resolves.toBe('admin');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.waitForURL((url) => url.pathname === '/brands');
  });
});
