import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signIn, watchRequests } from './support';
import { PUBLIC_PATHS, ROUTED } from './specRoutes';

const require = createRequire(import.meta.url);

sharedBrowser();
afterAll(closePages);

type Theme = 'light' | 'dark';

/** WCAG 2.1 A and AA, every rule of them: none is switched off here. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The pages met before signing in: the public landing page and the sign-in steps. */
const SIGNED_OUT = ['/Adv', '/login', '/LoginTFA'];
const SIGNED_IN = Object.keys(ROUTED).filter((path) => !SIGNED_OUT.includes(path));

/** The routed paths in four shares, the signed-out pages in the first. */
const SHARE_COUNT = 4;
const SHARES: string[][] = Array.from({ length: SHARE_COUNT }, (_, index) => [
  ...(index === 0 ? SIGNED_OUT.filter((path) => path in ROUTED) : []),
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
 * axe-core on the page as it stands, WCAG 2.1 AA: the serious and critical violations, each with
 * a few of the elements it was found on (enough to find them, short enough to read in a report).
 * support.ts's `seriousViolations` runs axe's default rules, best practices included.
 */
async function wcagViolations(page: Page): Promise<string[]> {
  // Colours are only final once fade-ins (dialogs, menus, ripples) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // The app moves between screens without reloading: axe is added once per tab.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
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

/**
 * Moves to a screen as the menu does, inside the signed-in app (as access.test.ts does). An old
 * path goes on to its screen's own: the address is waited for, then the screen's place naming it
 * (AppLayout), so nothing of the last screen is read as this one.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const target = ROUTED[path];
  await expect.poll(() => new URL(page.url()).pathname, { timeout: WAIT }).toBe(target);
  await page.locator(`#main-content[data-path="${target}"]`).waitFor();
}

/** A tab in the theme: the system's preference, set before the app starts (the app follows it). */
async function themedTab(theme: Theme, from?: Page) {
  const page = from ? await from.context().newPage() : await newPage();
  page.setDefaultTimeout(WAIT);
  await page.emulateMedia({ colorScheme: theme });
  return page;
}

/**
 * Visits every routed path of the old table in the theme and checks each with axe. Every failing
 * visit is collected (its path, the theme, the rules and a few elements), so one run reports all.
 */
async function sweep(theme: Theme, share: readonly string[]) {
  const failing: string[] = [];
  const visited: string[] = [];
  const check = async (page: Page, path: string, reach: () => Promise<void>) => {
    try {
      await reach();
      const violations = await wcagViolations(page);
      if (violations.length) failing.push(`${theme} ${path}: ${violations.join('; ')}`);
    } catch (error) {
      const message = (error as Error).message.replace(/\s+/g, ' ').slice(0, 300);
      failing.push(`${theme} ${path}: not reached (${message})`);
    }
    visited.push(path);
  };

  // Signed out: the public page and the sign-in steps, each loaded as a link opens it (the first
  // share's).
  const first = await themedTab(theme);
  const quietFirst = watchRequests(first, WAIT);
  expect(PUBLIC_PATHS, 'a new public page: say here what it shows once drawn').toEqual(['/Adv']);
  if (share === SHARES[0])
    await check(first, '/Adv', async () => {
      await first.goto('/Adv');
      await first.getByTestId('adv-landing').waitFor();
      await quietFirst();
    });
  if (share === SHARES[0])
    await check(first, '/LoginTFA', async () => {
      await first.goto('/LoginTFA');
      await first.waitForURL('**/login');
      // the demo accounts come with the demo backend's code, after the form
      await first.locator('[data-username]').first().waitFor();
      await quietFirst();
    });
  if (share === SHARES[0])
    await check(first, '/login', async () => {
      await first.goto('/login');
      await first.locator('[data-username]').first().waitFor();
      await quietFirst();
    });

  // Signed in once; the other tabs share the session.
  await signIn(first, 'admin');
  const others = await Promise.all(Array.from({ length: TABS - 1 }, () => themedTab(theme, first)));
  for (const tab of others) {
    await tab.goto('/');
    await tab.getByTestId('drawer-logout').waitFor();
  }
  const queue = share.filter((path) => SIGNED_IN.includes(path));
  await Promise.all(
    [first, ...others].map(async (page) => {
      const quiet = watchRequests(page, WAIT);
      for (let path = queue.shift(); path; path = queue.shift()) {
        const next = path;
        await check(page, next, async () => {
          await visit(page, next);
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
 * What a person with a screen reader meets (issue point 4): every path of the old route table that
 * routes, signed out and signed in, in both themes. The themes take turns: two sweeps at once on two
 * cores, beside another file, each took over twice as long.
 */
describe('every screen of the old route table, as axe-core (WCAG 2.1 AA) reads it', () => {
  it('the shares hold every routed path once', () => {
    expect(SHARES.flat().sort()).toEqual(Object.keys(ROUTED).sort());
  });

  // Each share of the screens is a test of its own, signed in afresh: a test's time then follows a
  // share's screens, not the whole table's (the whole table in one test outran its limit beside a
  // CPU burner, docs/performance.md, "Stress run").
  it.each<[Theme, number]>(
    (['light', 'dark'] as const).flatMap((theme) =>
      SHARES.map((_, index): [Theme, number] => [theme, index]),
    ),
  )(
    'in the %s theme, share %i: no serious or critical violation',
    (theme, index) => sweep(theme, SHARES[index]),
    300_000,
  );
});
