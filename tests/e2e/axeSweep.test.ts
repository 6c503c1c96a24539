import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, moveTo, newPage, sharedBrowser, signIn, watchRequests } from './support';
import { PUBLIC_PATHS, ROUTED } from './specRoutes';

const require = createRequire(import.meta.url);

sharedBrowser();
afterAll(closePages);

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** WCAG 2.1 A and AA, every rule of them: none is switched off here. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules of WCAG 2.1 AA whose answer follows the colours. The theme changes the palette alone,
 * never the markup, names or roles, so the second theme is read with these and the first with all.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What axe runs in each theme: every WCAG 2.1 AA rule in the first, the colour rules in the second. */
const RULES_IN: Record<Theme, { type: 'tag' | 'rule'; values: string[] }> = {
  light: { type: 'tag', values: WCAG_21_AA },
  dark: { type: 'rule', values: COLOUR_RULES },
};

/**
 * Each screen the table's paths reach, once: the old paths that lead to one screen (an old list
 * path and its new one, say) draw the same screen, and each path's way there is the old-route
 * tests' (legacyRoutes.test.ts).
 */
const SCREENS = [...new Set(Object.values(ROUTED))];

/** The screens met before signing in: the public landing page and the sign-in form. */
const SIGNED_OUT = ['/Adv', '/login'];
const SIGNED_IN = SCREENS.filter((screen) => !SIGNED_OUT.includes(screen));

/** The screens in four shares, the signed-out ones in the first. */
const SHARE_COUNT = 4;
const SHARES: string[][] = Array.from({ length: SHARE_COUNT }, (_, index) => [
  ...(index === 0 ? SIGNED_OUT : []),
  ...SIGNED_IN.filter((_, position) => position % SHARE_COUNT === index),
]);

/**
 * Tabs of the one signed-in session sharing the screens. axe and the screens' drawing keep the
 * two cores busy: a third tab made the sweep no faster, only the file beside it slower.
 */
const TABS = 2;

/** A busy 2-core machine (another file beside this one) draws a heavy screen slowly. */
const WAIT = 60_000;

/**
 * axe-core on the page as it stands, with the theme's rules (RULES_IN): the serious and critical violations, each with
 * a few of the elements it was found on (enough to find them, short enough to read in a report).
 * support.ts's `seriousViolations` runs axe's default rules, best practices included.
 */
async function wcagViolations(page: Page, theme: Theme): Promise<string[]> {
  // Colours are only final once fade-ins (dialogs, menus, ripples) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // The app moves between screens without reloading: axe is added once per tab.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly, resultTypes: ['violations'] }),
    RULES_IN[theme],
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
      return `${violation.id} (${violation.impact}): ${targets.join(', ')}${more}`;
    });
}

/**
 * Waits for what the screen shows: a list's rows or its empty state, a form, the home page's
 * sections or a heading; then for its calls to settle and no progress indicator to be left in it.
 * The refusal and 404 pages are screens too, but not the ones asked for: they fail the visit.
 */
async function settled(page: Page, quiet: () => Promise<unknown>) {
  const main = page.locator('#main-content');
  const screen = main.locator(
    [
      '.RaDataTable-table tbody tr',
      '[data-testid="empty-list"]',
      '.RaList-noResults',
      'form',
      '[data-testid="dashboard-sections"]',
      'h1',
      'h2',
      '[data-testid="not-allowed"]',
      '[data-testid="not-found"]',
    ].join(', '),
  );
  await screen.first().waitFor();
  await quiet();
  await main.locator('[role="progressbar"], .MuiSkeleton-root').first().waitFor({ state: 'detached' });
  if (await main.getByTestId('not-allowed').count()) throw new Error('the screen was refused');
  if (await main.getByTestId('not-found').count()) throw new Error('the 404 page was shown');
}

/** A tab of the session (or a new one), its system theme light to begin with. */
async function newTab(from?: Page) {
  const page = from ? await from.context().newPage() : await newPage();
  page.setDefaultTimeout(WAIT);
  await page.emulateMedia({ colorScheme: 'light' });
  return page;
}

/**
 * Turns the system theme to `theme` on a drawn screen: the app follows the system's preference as
 * it changes (react-admin with no theme chosen), so one visit serves both themes. Waits for the
 * page to hear it and draw again.
 */
async function inTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark,
    theme === 'dark',
  );
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

/**
 * Visits each screen of the share and checks it with axe in the light theme, then in the dark.
 * Every failing check is collected (the theme, the screen, the rules and a few elements), so one run
 * reports all.
 */
async function sweep(share: readonly string[]) {
  const failing: string[] = [];
  const visited: string[] = [];
  const check = async (page: Page, screen: string, reach: () => Promise<void>) => {
    for (const theme of THEMES) {
      try {
        if (theme === THEMES[0]) await reach();
        await inTheme(page, theme);
        const violations = await wcagViolations(page, theme);
        if (violations.length) failing.push(`${theme} ${screen}: ${violations.join('; ')}`);
      } catch (error) {
        const message = (error as Error).message.replace(/\s+/g, ' ').slice(0, 300);
        failing.push(`${theme} ${screen}: not reached (${message})`);
      }
    }
    visited.push(screen);
  };

  // Signed out: the public page and the sign-in form, each loaded as a link opens it (the first
  // share's).
  const first = await newTab();
  const quietFirst = watchRequests(first, WAIT);
  expect(PUBLIC_PATHS, 'a new public page: say here what it shows once drawn').toEqual(['/Adv']);
  if (share.includes('/Adv'))
    await check(first, '/Adv', async () => {
      await first.goto('/Adv');
      await first.getByTestId('adv-landing').waitFor();
      await quietFirst();
    });
  if (share.includes('/login'))
    await check(first, '/login', async () => {
      await first.goto('/login');
      // the demo accounts come with the demo backend's code, after the form
      await first.locator('[data-username]').first().waitFor();
      await quietFirst();
    });

  // Signed in once; the other tabs share the session.
  await first.emulateMedia({ colorScheme: 'light' });
  await signIn(first, 'admin');
  const others = await Promise.all(Array.from({ length: TABS - 1 }, () => newTab(first)));
  for (const tab of others) {
    await tab.goto('/');
    await tab.getByTestId('drawer-logout').waitFor();
  }
  const queue = share.filter((screen) => SIGNED_IN.includes(screen));
  await Promise.all(
    [first, ...others].map(async (page) => {
      const quiet = watchRequests(page, WAIT);
      for (let screen = queue.shift(); screen; screen = queue.shift()) {
        const next = screen;
        await check(page, next, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await moveTo(page, next);
          await settled(page, quiet);
        });
      }
    }),
  );
  // A sweep that skipped a screen could not fail on it.
  expect(visited.sort()).toEqual([...share].sort());
  expect(failing.sort()).toEqual([]);
}

/**
 * What a person with a screen reader meets (issue point 4): every screen the paths of the old route
 * table reach, signed out and signed in, in both themes.
 */
describe('every screen of the old route table, as axe-core (WCAG 2.1 AA) reads it', () => {
  it('the shares hold every screen a routed path reaches, once', () => {
    expect(SHARES.flat().sort()).toEqual([...new Set(Object.values(ROUTED))].sort());
  });

  // Each share of the screens is a test of its own, signed in afresh: a test's time then follows a
  // share's screens, not the whole table's (the whole table in one test outran its limit beside a
  // CPU burner, docs/performance.md, "Stress run").
  it.each(SHARES.map((_, index) => index))(
    'share %i, in the light and the dark theme: no serious or critical violation',
    (index) => sweep(SHARES[index]),
    300_000,
  );
});
