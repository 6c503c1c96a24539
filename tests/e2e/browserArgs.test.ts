import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES_OFF, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const DISABLE_FEATURES = '--disable-features=';
const isAddressBarPopup = (url: string) => url.startsWith('chrome://omnibox-popup');

/** The browser's own pages (not the tests'): Chrome's web-drawn parts of its window. */
async function addressBarPopups(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  return targetInfos.filter((target) => isAddressBarPopup(target.url)).length;
}

async function withPage<T>(args: string[], check: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto('data:text/html,<h1>page</h1>');
    return await check(browser);
  } finally {
    await browser.close();
  }
}

describe('the browser every test runs in (scripts/chromium.mjs)', () => {
  it('keeps every feature Playwright switches off, as Chrome reads only the last list it is given', async () => {
    const server = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    try {
      const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
      const lists = commandLine
        .filter((part) => part.startsWith(DISABLE_FEATURES))
        .map((part) => part.slice(DISABLE_FEATURES.length).split(','));
      // Playwright's own list first, ours last.
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const applied = lists.at(-1)!;
      for (const list of lists) expect(applied).toEqual(expect.arrayContaining(list));
      expect(applied).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES_OFF));
    } finally {
      await server.close();
    }
  });

  it("opens a page without the address bar's pop-up pages, which Playwright's defaults draw", async () => {
    // The control: with Playwright's arguments alone, a new page's window brings them on the
    // Chromium of 2026-11 (156); Debian's 150 of 2026-12 draws none either way, and then the
    // check below is all there is: no pop-up page within a few seconds.
    const started = performance.now();
    const shownByDefault = await withPage(
      CHROMIUM_ARGS.filter((arg) => !arg.startsWith(DISABLE_FEATURES)),
      async (browser) => {
        for (let tries = 0; tries < 50; tries += 1) {
          const shown = await addressBarPopups(browser);
          if (shown > 0) return shown;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return 0;
      },
    );
    const shownAfter = shownByDefault > 0 ? performance.now() - started : 2_500;
    await withPage(CHROMIUM_ARGS, async (browser) => {
      // Given twice the time the control took to show them, and at least a second.
      await new Promise((resolve) => setTimeout(resolve, Math.max(1_000, 2 * shownAfter)));
      expect(await addressBarPopups(browser)).toBe(0);
    });
  });
});
