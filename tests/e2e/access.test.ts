import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { normaliseRoles } from '../../src/api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../src/api/menuTypes';
import type { AccessRule } from '../../src/registry/definition';
import { seedMainMenu, seedSubMenu } from '../support/demoMenu';
import { closePages, moveTo, newPage, sharedBrowser, signIn, watchRequests } from './support';
import { registry } from './specRoutes';

sharedBrowser();
afterAll(closePages);

const ROLES = ['admin', 'finance', 'sales', 'support'] as const;

/** Every path the registry routes: each resource's list and add screen, the home page and custom routes. */
const screens = registry.definitions.flatMap((definition) => {
  const paths: string[] = [];
  if (definition.home) paths.push('/');
  if (definition.screens?.list) paths.push(`/${definition.name}`);
  if (definition.screens?.create || definition.screens?.form) paths.push(`/${definition.name}/create`);
  return [
    ...paths.map((path) => ({ path, access: definition.access })),
    // A route of its own may have its own rule (the finance views, each for its menu entry).
    ...(definition.routes ?? []).map((route) => ({
      path: route.path,
      access: route.access ?? definition.access,
    })),
  ];
});

/**
 * The oracle, written apart from the app's rules (docs/requirements.md, "Menu and access"): an entry is
 * shown when its role list is missing or empty or holds the role; a sub-entry also needs its main
 * entry. A screen declared for a menu path opens when a shown entry of the demo menu links to that
 * path.
 */
function expectedOpen(role: string, access: AccessRule): boolean {
  if (access.kind === 'signedIn') return true;
  const shown = (entry: MainMenuEntry) => {
    const roles = normaliseRoles(entry.allowedroles);
    return roles.length === 0 || roles.includes(role);
  };
  const wanted = new Set(access.paths);
  const mains = seedMainMenu.filter((entry) => wanted.has(entry.linkto) && shown(entry));
  // A section's page (`sections`) also opens through any shown entry under that section's main entry.
  const sections = new Set(access.sections ?? []);
  const subs = seedSubMenu.filter((entry: SubMenuEntry) => {
    const main = seedMainMenu.find((candidate) => candidate.id === entry.mainmenuid)!;
    return (wanted.has(entry.linkto) || sections.has(main.menu)) && shown(entry) && shown(main);
  });
  return mains.length + subs.length > 0;
}

/**
 * A list opens at five rows a page (react-admin reads `perPage` from the address): which screen
 * opens does not hang on its rows, and drawing fifty took a fifth of the matrix's time. The visits
 * move inside the signed-in app (`moveTo`); addresses typed into a fresh page are the test below,
 * the shell's and every resource's own.
 */
const visit = (page: Page, path: string) => moveTo(page, `${path}?perPage=5`);

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

describe('every role against every routed screen', () => {
  it('the oracle agrees with what the demo menu plainly says', () => {
    const brands = registry.definitions.find((definition) => definition.name === 'brands')!;
    const menus = registry.definitions.find((definition) => definition.name === 'menus')!;
    expect(ROLES.map((role) => expectedOpen(role, brands.access))).toEqual([true, false, true, false]);
    expect(ROLES.map((role) => expectedOpen(role, menus.access))).toEqual([true, false, false, false]);
    expect(screens.length).toBeGreaterThanOrEqual(15);
  });

  it.each(ROLES)(
    '%s opens exactly the screens its menu gives it',
    async (role) => {
      const first = await newPage();
      await signIn(first, role);
      // Tabs of the one signed-in session share the screens between them: a visit mostly waits on
      // the demo worker and the network, so three at a time finish sooner, on two cores.
      const others = await Promise.all([1, 2].map(() => first.context().newPage()));
      for (const tab of others) {
        tab.setDefaultTimeout(30_000);
        await tab.goto('/');
        await tab.locator('[data-testid="drawer-logout"]').waitFor();
      }
      const queue = [...screens];
      const wrong: string[] = [];
      const judged: string[] = [];
      await Promise.all(
        [first, ...others].map(async (page) => {
          const quiet = watchRequests(page);
          for (let next = queue.shift(); next; next = queue.shift()) {
            const { path, access } = next;
            await visit(page, path);
            const shown = await outcome(page, quiet);
            const wanted = expectedOpen(role, access) ? 'open' : 'not-allowed';
            judged.push(path);
            if (shown !== wanted) wrong.push(`${path}: ${shown}, expected ${wanted}`);
          }
        }),
      );
      expect(judged.sort()).toEqual(screens.map(({ path }) => path).sort());
      expect(wrong.sort()).toEqual([]);
    },
    // Each role visits every routed screen and waits for its network to be quiet: well beyond the
    // file's default limit on a busy 2-core machine (docs/performance.md, "Browser test time").
    300_000,
  );

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
