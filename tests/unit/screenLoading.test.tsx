import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { lazyScreen, loadScreen } from '../../src/layout/lazyScreen';
import { canAccessKey, sharingAccessAnswers } from '../../src/providers/accessCache';
import { formScreens } from '../../src/registry/screens';

const Hello = ({ name }: { name: string }) => <p>{`hello ${name}`}</p>;

describe('a screen whose code has arrived', () => {
  it('draws at once, with no Suspense fallback', async () => {
    const load = () => Promise.resolve({ default: Hello });
    const Screen = lazyScreen(load);
    expect(renderToString(<Screen name="before" />)).not.toContain('hello before');
    await loadScreen(load);
    expect(renderToString(<Screen name="after" />)).toContain('hello after');
  });

  it('a form’s add and edit screens are made once, so a preload and the route name the same loader', () => {
    const form = () => Promise.resolve({ default: () => null });
    expect(formScreens(form)).toBe(formScreens(form));
    expect(formScreens(form).edit).not.toBe(formScreens(form).create);
  });
});

describe('access answers shared between the actions of a screen', () => {
  const provider = (allowed: Record<string, boolean>): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ resource }) => allowed[resource] ?? false,
  });

  it('answer every other action of the resource from the cache', async () => {
    const queryClient = new QueryClient();
    const auth = sharingAccessAnswers(provider({ brands: true, orders: false }), queryClient);
    await auth.canAccess!({ resource: 'brands', action: 'open' });
    await auth.canAccess!({ resource: 'orders', action: 'open' });
    expect(queryClient.getQueryData(canAccessKey('brands', 'list'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('brands', 'create'))).toBe(true);
    expect(queryClient.getQueryData(canAccessKey('orders', 'edit'))).toBe(false);
    expect(queryClient.getQueryData(canAccessKey('units', 'list'))).toBeUndefined();
  });

  it('never for a question about one record, nor over an answer already given', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(canAccessKey('brands', 'delete'), false);
    const auth = sharingAccessAnswers(provider({ brands: true }), queryClient);
    await auth.canAccess!({ resource: 'units', action: 'edit', record: { id: 1 } });
    expect(queryClient.getQueryData(canAccessKey('units', 'list'))).toBeUndefined();
    await auth.canAccess!({ resource: 'brands', action: 'open' });
    expect(queryClient.getQueryData(canAccessKey('brands', 'delete'))).toBe(false);
  });
});
