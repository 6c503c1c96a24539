import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shellDefinitions } from '../../src/App';
import { buildRegistry } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { buildScreens } from '../../src/startup/screens';
import { expectedOpen, ROLES, routedScreens, type RoutedScreen } from '../support/accessOracle';
import { appAuthProvider, demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile();

/**
 * The role × screen matrix: every role against every screen the registry routes, each screen's own
 * guard asked by the app's providers (put together as the app does, src/startup/services.ts) over the
 * demo backend's menu. The browser opens a few of them (tests/e2e/access.test.ts); a visit per
 * role and screen took the browser suite's largest file (docs/performance.md, "Browser test time").
 */
function screenAt(screen: RoutedScreen): ComponentType {
  const screens = buildScreens(backend.registry);
  const own = screens.resources.find(({ definition }) => definition.name === screen.resource);
  const found =
    screen.kind === 'home'
      ? screens.home
      : screen.kind === 'route'
        ? screens.routes.find((route) => route.path === screen.path)?.Screen
        : own?.[screen.kind];
  if (!found) throw new Error(`no screen is routed at ${screen.path}`);
  return found;
}

/**
 * What the screen's guard decides, as a page draws it: the first draw asks the guard's questions
 * (react-query keeps them, unanswered, as a server render does), the answers are fetched through
 * the auth provider, and the second draw shows the decision. Each screen starts from an empty
 * cache, so the first draw stops at the guard. A screen whose code another test file already
 * loaded draws itself in the second (src/layout/lazyScreen.tsx), and may then need what only a
 * page gives it (a resource's context): its error, past the guard, says the guard opened. A
 * question left unanswered fails.
 */
async function decision(Screen: ComponentType) {
  const { authProvider, queryClient } = appAuthProvider(backend);
  const draw = () =>
    renderToString(
      <MemoryRouter>
        <CoreAdminContext
          queryClient={queryClient}
          store={memoryStore({ locale: 'en' })}
          authProvider={authProvider}
        >
          <Screen />
        </CoreAdminContext>
      </MemoryRouter>,
    );
  const questions = () => queryClient.getQueryCache().findAll({ queryKey: ['auth', 'canAccess'] });
  draw();
  const asked = questions();
  await Promise.all(asked.map((query) => query.fetch()));
  if (asked.length === 0 || questions().some((query) => query.state.status !== 'success')) return 'undecided';
  let html: string;
  try {
    html = draw();
  } catch {
    return 'open';
  }
  return html.includes('data-testid="not-allowed"') ? 'not-allowed' : 'open';
}

/** The app's registry, as the demo backend's (tests/support/demoBackend.ts): known before it starts. */
const screens = routedScreens(buildRegistry([...shellDefinitions, ...resources]));

describe('every role against every routed screen', () => {
  it('the oracle agrees with what the demo menu plainly says', () => {
    const rule = (name: string) =>
      backend.registry.definitions.find((definition) => definition.name === name)!.access;
    expect(ROLES.map((role) => expectedOpen(role, rule('brands')))).toEqual([true, false, true, false]);
    expect(ROLES.map((role) => expectedOpen(role, rule('menus')))).toEqual([true, false, false, false]);
    expect(screens.length).toBeGreaterThanOrEqual(60);
  });

  it.each(ROLES)('%s opens exactly the screens its menu gives it', async (role) => {
    await backend.signIn(role);
    const wrong: string[] = [];
    let opened = 0;
    for (const screen of screens) {
      const shown = await decision(screenAt(screen));
      const wanted = expectedOpen(role, screen.access) ? 'open' : 'not-allowed';
      if (shown === 'open') opened += 1;
      if (shown !== wanted) wrong.push(`${screen.path}: ${shown}, expected ${wanted}`);
    }
    expect(wrong).toEqual([]);
    // Every role opens some screens and is refused others, but the administrator, who opens all.
    expect(opened).toBeGreaterThan(0);
    if (role !== 'admin') expect(opened).toBeLessThan(screens.length);
  });
});
