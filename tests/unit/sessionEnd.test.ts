import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/api/http';
import { saveSession, writeIdleUntil } from '../../src/api/session';
import { createAuthProvider } from '../../src/providers/authProvider';
import { installMemoryStorage } from '../support/memoryStorage';

// A fixed moment, whatever today's date: the fake clock makes Date.now() answer it.
const NOW = Date.UTC(2026, 2, 18, 3, 30);
const MINUTE = 60_000;

const authProvider = () =>
  createAuthProvider(
    {} as HttpClient,
    { registry: { ruleFor: () => undefined }, menuTree: async () => [] },
    () => '/brands',
  );

describe('authProvider: how a session ends', () => {
  let storage: ReturnType<typeof installMemoryStorage>;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    storage = installMemoryStorage();
    saveSession({ token: 'opaque', username: 'admin', role: 'admin', id: '1', expiresAt: NOW + 60 * MINUTE });
    storage.local.setItem('RaStore.locale', '"en"');
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a navigation once the idle end has passed, saying why', async () => {
    writeIdleUntil(NOW + 30 * MINUTE);
    await expect(authProvider().checkAuth({})).resolves.toBeUndefined();
    vi.setSystemTime(NOW + 30 * MINUTE);
    await expect(authProvider().checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: 'app.session.idle_signed_out',
    });
    expect(storage.local.getItem('id')).toBeNull();
  });

  it('still says "session ended" at the expiry', async () => {
    vi.setSystemTime(NOW + 60 * MINUTE);
    await expect(authProvider().checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: 'app.auth.session_expired',
    });
  });

  it('clears the storage on sign-out, but not when another tab ended the session already', async () => {
    // That tab cleared the storage; a session signed in there since must not be wiped here.
    await expect(authProvider().logout({ endedElsewhere: true })).resolves.toBe('/login');
    expect(storage.local.getItem('id')).toBe('1');
    await expect(authProvider().logout({})).resolves.toBe('/login');
    expect(storage.local.getItem('id')).toBeNull();
    expect(storage.local.getItem('RaStore.locale')).toBe('"en"');
  });
});
