import { describe, expect, it } from 'vitest';
import { expectedOpen, ROLES, routedScreens } from '../../tests/support/accessOracle';
import { componentTestFile, moveTo, renderApp, waitFor } from '../../tests/support/renderApp';
import { shellDefinitions } from '../App';
import { buildRegistry } from '../registry/registry';
import { resources } from '../resources';

componentTestFile();

/** Every path the app's registry routes, known before the app is drawn. */
const screens = routedScreens(buildRegistry([...shellDefinitions, ...resources]));

type Shown = 'open' | 'not-allowed' | 'cannot-decide' | 'crashed';

/**
 * What the screen's place shows once its access is decided: the "not allowed" page, the failed
 * decision's retry, the crash page of a screen that broke, or the screen itself (anything drawn
 * there but the loading bar). While the decision is made, or the screen's code loads, the place
 * holds nothing but that bar.
 */
function shownAt(path: string): Promise<Shown> {
  return waitFor(() => {
    const place = document.querySelector<HTMLElement>(`#main-content[data-path="${path}"]`);
    if (!place) throw new Error(`the screen of ${path} is not drawn`);
    if (place.querySelector('[data-testid="not-allowed"]')) return 'not-allowed';
    if (place.querySelector('[data-testid="access-error"]')) return 'cannot-decide';
    if (place.querySelector('[data-testid="crash-page"]')) return 'crashed';
    const drawn = [...place.children].some((child) => child.getAttribute('data-testid') !== 'route-progress');
    if (!drawn) throw new Error(`${path} is still deciding or loading`);
    return 'open';
  });
}

/**
 * The role × screen matrix: each role signs in once and goes to every routed path in turn, as the
 * address bar takes it there, and the screen's place says whether it opened. The browser opens a
 * few of them from the menu (tests/e2e/access.test.ts).
 */
describe('every role against every routed screen', () => {
  it('the oracle agrees with what the demo menu plainly says', () => {
    const rule = (name: string) => screens.find((screen) => screen.resource === name)!.access;
    expect(ROLES.map((role) => expectedOpen(role, rule('brands')))).toEqual([true, false, true, false]);
    expect(ROLES.map((role) => expectedOpen(role, rule('menus')))).toEqual([true, false, false, false]);
    expect(screens.length).toBeGreaterThanOrEqual(60);
  });

  it.each(ROLES)(
    '%s opens exactly the screens its menu gives it',
    async (role) => {
      await renderApp({ as: role, locale: 'en' });
      const wrong: string[] = [];
      let opened = 0;
      for (const screen of screens) {
        await moveTo(screen.path);
        const shown = await shownAt(screen.path);
        const wanted = expectedOpen(role, screen.access) ? 'open' : 'not-allowed';
        if (shown === 'open') opened += 1;
        if (shown !== wanted) wrong.push(`${screen.path}: ${shown}, expected ${wanted}`);
      }
      expect(wrong).toEqual([]);
      // Every role opens some screens and is refused others, but the administrator, who opens all.
      expect(opened).toBeGreaterThan(0);
      if (role !== 'admin') expect(opened).toBeLessThan(screens.length);
    },
    240_000,
  );
});
