import { describe, expect, it } from 'vitest';
import { readSession, saveSession, sessionEnd, sessionExpired, tokenClaims } from '../../src/api/session';
import { MemoryStorage } from '../support/memoryStorage';

const jwt = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 9, 0);

describe('the session (spec §3)', () => {
  it('reads role, id and expiry from a JWT-shaped token, and nothing from an opaque one', () => {
    expect(tokenClaims(jwt({ sub: 'u-1', role: 'finance', exp: 1_800_000_000 }))).toEqual({
      id: 'u-1',
      role: 'finance',
      exp: 1_800_000_000,
    });
    expect(tokenClaims('opaque-token')).toBeUndefined();
    expect(tokenClaims('a.b.c')).toBeUndefined();
  });

  it('shows the role of the token even when the stored copy is edited', () => {
    const storage = new MemoryStorage();
    saveSession(
      { token: jwt({ sub: 'u-7', role: 'sales' }), username: 'sales', role: 'sales', id: 'u-7' },
      {},
      storage,
    );
    storage.setItem('role', 'admin');
    storage.setItem('id', 'someone-else');
    expect(readSession(storage, NOW)).toMatchObject({ role: 'sales', id: 'u-7', username: 'sales' });
  });

  it('falls back to the stored role and id for an opaque token', () => {
    const storage = new MemoryStorage();
    saveSession({ token: 'opaque', username: 'a', role: 'support', id: '42' }, {}, storage);
    expect(readSession(storage, NOW)).toMatchObject({ role: 'support', id: '42' });
  });

  it("ends at the answer's expiry, the token's, or 12 hours after sign-in", () => {
    expect(sessionEnd({ expiresAt: '2026-11-23T10:00:00Z' }, 'opaque', NOW)).toBe(
      Date.UTC(2026, 10, 23, 10, 0),
    );
    expect(sessionEnd({ expiresIn: 3600 }, 'opaque', NOW)).toBe(NOW + HOUR);
    expect(sessionEnd({}, jwt({ exp: 1_900_000_000 }), NOW)).toBe(1_900_000_000_000);
    expect(sessionEnd({}, 'opaque', NOW)).toBe(NOW + 12 * HOUR);
  });

  it('is gone once expired', () => {
    const storage = new MemoryStorage();
    saveSession({ token: 'opaque', username: 'a', role: 'r', id: '1', expiresAt: NOW + HOUR }, {}, storage);
    expect(readSession(storage, NOW + HOUR - 1)).not.toBeNull();
    expect(readSession(storage, NOW + HOUR)).toBeNull();
    expect(sessionExpired(storage, NOW + HOUR)).toBe(true);
    expect(sessionExpired(storage, NOW)).toBe(false);
  });

  it('keeps the hash, member token and flags of the sign-in answer when it carries them', () => {
    const storage = new MemoryStorage();
    saveSession(
      { token: 't', username: 'a', role: 'r', id: '1' },
      { hash: 'h1', memberToken: 'm1', isVerified: true, twoFactorEnabled: false, other: 'x' },
      storage,
    );
    expect(storage.getItem('hash')).toBe('h1');
    expect(storage.getItem('memberToken')).toBe('m1');
    expect(storage.getItem('isVerified')).toBe('true');
    expect(storage.getItem('twoFactorEnabled')).toBe('false');
    expect(storage.getItem('other')).toBeNull();
  });
});
