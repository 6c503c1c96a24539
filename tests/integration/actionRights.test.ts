import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createMenuTreeLoader } from '../../src/api/menuTree';
import { canAccessKey } from '../../src/providers/queryKeys';
import { createAuthProvider } from '../../src/providers/authProvider';
import { appAuthProvider, demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile();

/** A deployment's rights, written by hand: deletes for admin only, withdrawal decisions for finance. */
const rights = {
  '*': { delete: ['admin'] },
  'pay-outs': { decide: ['finance'] },
  'grocery-passwords': { resetPassword: ['support'] },
};

const providerWithRights = () => appAuthProvider(backend, rights);

describe('rights per action (config.json `rights`)', () => {
  it('refuses a write the role has no right to, on a screen its menu opens', async () => {
    await backend.signIn('sales');
    const { authProvider } = providerWithRights();
    const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
    await expect(can('brands', 'list')).resolves.toBe(true);
    await expect(can('brands', 'edit')).resolves.toBe(true);
    await expect(can('brands', 'delete')).resolves.toBe(false);
    // a right never opens what the menu keeps closed
    await expect(can('pay-outs', 'list')).resolves.toBe(false);
  });

  it('shares the answer of one action with the others, each by its own right', async () => {
    await backend.signIn('finance');
    const { authProvider, queryClient } = providerWithRights();
    // asked about a refused write first: the screen still opens
    await expect(authProvider.canAccess!({ resource: 'pay-outs', action: 'delete' })).resolves.toBe(false);
    expect(queryClient.getQueryData(canAccessKey('pay-outs', 'list'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('pay-outs', 'decide'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('pay-outs', 'export'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('pay-outs', 'edit'))).toBe(true);
  });

  it('keeps a decision and a password reset to the roles named, however wide their menu', async () => {
    await backend.signIn('admin');
    const { authProvider, queryClient } = providerWithRights();
    await expect(authProvider.canAccess!({ resource: 'pay-outs', action: 'list' })).resolves.toBe(true);
    expect(queryClient.getQueryData(canAccessKey('pay-outs', 'decide'))).toBe(false);
    expect(queryClient.getQueryData(canAccessKey('pay-outs', 'delete'))).toBe(true);
    await expect(
      authProvider.canAccess!({ resource: 'grocery-passwords', action: 'resetPassword' }),
    ).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'grocery-passwords', action: 'open' })).resolves.toBe(
      true,
    );
  });

  it('refuses the catalogue additions screen to a role whose `create` on seller products lists nobody', async () => {
    await backend.signIn('admin');
    const queryClient = new QueryClient();
    const authProvider = createAuthProvider(backend.http, {
      registry: backend.registry,
      menuTree: createMenuTreeLoader(backend.dataProvider, queryClient),
      rights: { 'seller-products': { create: [] } },
    });
    const screen = 'seller-products:/wholesale/ws-addproduct';
    await expect(authProvider.canAccess!({ resource: screen, action: 'open' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: screen, action: 'create' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'seller-products', action: 'list' })).resolves.toBe(
      true,
    );
  });
});
