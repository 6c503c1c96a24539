import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRegistry, routeKey } from '../../src/registry/registry';
import { resources } from '../../src/resources';
import { canAccessKey } from '../../src/providers/queryKeys';
import { buildScreens } from '../../src/startup/screens';

const registry = buildRegistry(resources);
const screens = buildScreens(registry);

const declaredAction = (path: string) =>
  resources.flatMap((definition) => definition.routes ?? []).find((route) => route.path === path)?.action;

/**
 * The screen at `path` as a page draws it, react-admin's answers for opening it and for `action`
 * already known (as the authProvider shares them, startup/accessCache.ts).
 */
function drawn(Screen: React.ComponentType, key: string, answers: Record<string, boolean>): string {
  const queryClient = new QueryClient();
  for (const [action, answer] of Object.entries(answers))
    queryClient.setQueryData(canAccessKey(key, action), answer);
  return renderToString(
    <MemoryRouter>
      <CoreAdminContext
        queryClient={queryClient}
        store={memoryStore({ locale: 'en' })}
        authProvider={{
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getPermissions: async () => 'admin',
          canAccess: async ({ action }) => answers[action] ?? false,
        }}
      >
        <Screen />
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

const routeScreen = (path: string) => screens.routes.find((route) => route.path === path)!.Screen;

describe('a custom screen checks the write it performs', () => {
  it('declares it: adding catalogue products creates seller products, the password screen resets passwords', () => {
    expect(declaredAction('/wholesale/ws-addproduct')).toBe('create');
    expect(declaredAction('/grocery/gc-password')).toBe('resetPassword');
    // a screen that reads, or asks for each write it offers, declares none
    expect(declaredAction('/report')).toBeUndefined();
    expect(declaredAction('/menus')).toBeUndefined();
  });

  it('is refused, before anything of it draws, to a role that opens it but may not create seller products', () => {
    const key = routeKey('seller-products', '/wholesale/ws-addproduct');
    const html = drawn(routeScreen('/wholesale/ws-addproduct'), key, { open: true, create: false });
    expect(html).toContain('data-testid="not-allowed"');
    expect(html).toContain('data-reason="action"');
  });

  it('draws for a role that may open it and create', () => {
    const key = routeKey('seller-products', '/wholesale/ws-addproduct');
    expect(drawn(routeScreen('/wholesale/ws-addproduct'), key, { open: true, create: true })).not.toContain(
      'not-allowed',
    );
  });

  it('says the screen is not allowed at all to a role the menu keeps out, whatever its rights', () => {
    const key = routeKey('grocery-passwords', '/grocery/gc-password');
    const html = drawn(routeScreen('/grocery/gc-password'), key, { open: false, resetPassword: true });
    expect(html).toContain('data-reason="screen"');
  });

  it('needs no right for a screen that declares no write', () => {
    const key = routeKey('reports', '/report');
    expect(drawn(routeScreen('/report'), key, { open: true })).not.toContain('not-allowed');
  });

  it("refuses a resource's add screen to a role without the right to create, its list staying open", () => {
    const brands = screens.resources.find((screen) => screen.definition.name === 'brands')!;
    expect(drawn(brands.create!, 'brands', { open: true, create: false })).toContain('data-reason="action"');
    expect(drawn(brands.list!, 'brands', { open: true, create: false })).not.toContain('not-allowed');
  });
});
