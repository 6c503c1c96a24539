import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOpen, routedScreens } from '../support/accessOracle';
import { closePages, moveTo, newPage, sharedBrowser, signIn, watchRequests } from './support';
import { registry } from './specRoutes';

sharedBrowser();
afterAll(closePages);

/** What the screen settles on: the screen, the not-allowed page, or the 404 page. */
async function outcome(
  page: Page,
  quiet: () => Promise<unknown>,
): Promise<'open' | 'not-allowed' | 'not-found'> {
  const main = page.locator('#main-content');
  const notAllowed = main.getByTestId('not-allowed');
  const notFound = main.getByTestId('not-found');
  const screen = main.locator('.RaList-main, form, [data-testid="dashboard-sections"], h2');
  await notAllowed.or(notFound).or(screen).first().waitFor();
  await quiet();
  if (await notAllowed.count()) return 'not-allowed';
  if (await notFound.count()) return 'not-found';
  return 'open';
}

/**
 * Every role against every routed screen is src/startup/accessMatrix.spec.tsx, each path visited in
 * the app drawn on a DOM in Node: a browser visit per role and screen was the suite's
 * largest file (docs/performance.md, "Browser test time"). Here a role meets each outcome in the
 * browser once, as the menu's links move it (lists at five rows: which screen opens does not hang
 * on its rows).
 */
describe('every role against every routed screen', () => {
  it('finance opens a list its menu gives it, is refused one it does not, and meets the 404 page elsewhere', async () => {
    const lists = routedScreens(registry).filter((screen) => screen.kind === 'list');
    const open = lists.find((screen) => expectedOpen('finance', screen.access))!;
    const refused = lists.find((screen) => !expectedOpen('finance', screen.access))!;
    const page = await newPage();
    await signIn(page, 'finance');
    const quiet = watchRequests(page);
    await moveTo(page, `${open.path}?perPage=5`, { at: open.path });
    expect(await outcome(page, quiet)).toBe('open');
    await moveTo(page, `${refused.path}?perPage=5`, { at: refused.path });
    expect(await outcome(page, quiet)).toBe('not-allowed');
    await moveTo(page, '/no-such-screen');
    expect(await outcome(page, quiet)).toBe('not-found');
  });

  it('a refused screen shows nothing of itself and fetches nothing of its data', async () => {
    const page = await newPage();
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('Brand/GetAllBrands') && url.searchParams.get('pageSize') === '50')
        listCalls.push(url.href);
    });
    await signIn(page, 'finance');
    // Watch the page from before the navigation: a list row drawn even for a moment is counted.
    await page.evaluate(() => {
      const watched = window as unknown as { __rowsSeen: number };
      watched.__rowsSeen = 0;
      new MutationObserver(() => {
        if (document.querySelector('.RaDataTable-table tbody tr')) watched.__rowsSeen += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/brands');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('not-allowed').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __rowsSeen: number }).__rowsSeen)).toBe(0);
    expect(listCalls).toEqual([]);
  });

  it('typing an address: /test is the administrators’, and /login while signed in goes home', async () => {
    const page = await newPage();
    await signIn(page, 'support');
    await page.goto('/test');
    await page.getByTestId('not-allowed').waitFor();
    await page.goto('/login');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.locator('[data-testid="dashboard-sections"]').waitFor();
  });
});
