import { describe, expect, it } from 'vitest';
import {
  activityDeadline,
  idleClockStart,
  idleDeadline,
  MAX_TIMER_MS,
  nextCheckIn,
  secondsLeft,
  sessionPhase,
  warningTime,
} from '../../src/api/sessionClock';
import {
  readSession,
  readSessionTimes,
  saveSession,
  sessionChange,
  sessionEnd,
  sessionEndReason,
  sessionExpired,
  tokenClaims,
  writeIdleUntil,
} from '../../src/api/session';
import { MemoryStorage } from '../support/memoryStorage';

const jwt = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 9, 0);

describe('the session', () => {
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

// Every rule below takes its clock as an argument: NOW is any fixed moment, never today's date.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const IDLE = 30 * MINUTE;

describe('the idle time and the expiry (rules of a clock passed in)', () => {
  it('ends an idle session its idle time after the last activity, warned a minute before', () => {
    expect(idleDeadline(NOW, IDLE)).toBe(NOW + 30 * MINUTE);
    expect(warningTime(NOW + 30 * MINUTE, IDLE)).toBe(NOW + 29 * MINUTE);
    // Under two minutes, halfway: the warning never shows right after the activity that moved the end.
    expect(warningTime(NOW + MINUTE, MINUTE)).toBe(NOW + 30 * SECOND);
    expect(warningTime(NOW + 3 * SECOND, 3 * SECOND)).toBe(NOW + 1500);
  });

  it('is active until the warning, warns until the idle end, then is over for being idle', () => {
    const times = { idleUntil: NOW + 30 * MINUTE, expiresAt: NOW + 12 * HOUR };
    expect(sessionPhase(times, NOW, IDLE)).toEqual({ phase: 'active', nextCheckAt: NOW + 29 * MINUTE });
    expect(sessionPhase(times, NOW + 29 * MINUTE - 1, IDLE)).toEqual({
      phase: 'active',
      nextCheckAt: NOW + 29 * MINUTE,
    });
    expect(sessionPhase(times, NOW + 29 * MINUTE, IDLE)).toEqual({
      phase: 'warning',
      endsAt: NOW + 30 * MINUTE,
      nextCheckAt: NOW + 30 * MINUTE,
    });
    expect(sessionPhase(times, NOW + 30 * MINUTE, IDLE)).toEqual({ phase: 'ended', reason: 'idle' });
  });

  it('ends at the expiry on its own timer, without an idle warning that staying could not honour', () => {
    const times = { idleUntil: NOW + 30 * MINUTE, expiresAt: NOW + 10 * MINUTE };
    expect(sessionPhase(times, NOW, IDLE)).toEqual({ phase: 'active', nextCheckAt: NOW + 10 * MINUTE });
    expect(sessionPhase(times, NOW + 9 * MINUTE + 30 * SECOND, IDLE).phase).toBe('active');
    expect(sessionPhase(times, NOW + 10 * MINUTE, IDLE)).toEqual({ phase: 'ended', reason: 'expired' });
    // Both past: the expiry is the reason.
    expect(sessionPhase(times, NOW + HOUR, IDLE)).toEqual({ phase: 'ended', reason: 'expired' });
    // Before the idle clock starts, only the expiry counts.
    expect(sessionPhase({ expiresAt: NOW + HOUR }, NOW, IDLE)).toEqual({
      phase: 'active',
      nextCheckAt: NOW + HOUR,
    });
    expect(sessionPhase({}, NOW, IDLE)).toEqual({ phase: 'active', nextCheckAt: undefined });
  });

  it('counts the warning down in whole seconds, and never sets a timer beyond its range', () => {
    const warning = sessionPhase({ idleUntil: NOW + MINUTE }, NOW, IDLE);
    expect(secondsLeft(NOW + MINUTE, NOW)).toBe(60);
    expect(secondsLeft(NOW + MINUTE, NOW + 1)).toBe(60);
    expect(secondsLeft(NOW + MINUTE, NOW + 59_001)).toBe(1);
    expect(secondsLeft(NOW + MINUTE, NOW + 2 * MINUTE)).toBe(0);
    expect(nextCheckIn(warning, NOW)).toBe(1000);
    expect(nextCheckIn(warning, NOW + 250)).toBe(750);
    expect(nextCheckIn(sessionPhase({ idleUntil: NOW + IDLE }, NOW, IDLE), NOW)).toBe(29 * MINUTE);
    // A year-long expiry: a browser would fire a longer timer at once.
    expect(nextCheckIn(sessionPhase({ expiresAt: NOW + 365 * 24 * HOUR }, NOW, IDLE), NOW)).toBe(
      2_147_483_647,
    );
    expect(MAX_TIMER_MS).toBe(2_147_483_647);
    expect(nextCheckIn({ phase: 'ended', reason: 'idle' }, NOW)).toBeUndefined();
    expect(nextCheckIn({ phase: 'active' }, NOW)).toBeUndefined();
  });

  it('moves the idle end on activity, at most every 10 seconds', () => {
    const times = { idleUntil: NOW + 30 * MINUTE, expiresAt: NOW + 12 * HOUR };
    expect(activityDeadline(times, NOW + 5 * SECOND, IDLE)).toBeUndefined();
    expect(activityDeadline(times, NOW + 10 * SECOND, IDLE)).toBe(NOW + 30 * MINUTE + 10 * SECOND);
    expect(activityDeadline({}, NOW, IDLE)).toBe(NOW + 30 * MINUTE);
    // A short idle time writes more often: a tenth of it.
    expect(activityDeadline({ idleUntil: NOW + 3 * SECOND }, NOW + 300, 3 * SECOND)).toBe(NOW + 3300);
    expect(activityDeadline({ idleUntil: NOW + 3 * SECOND }, NOW + 299, 3 * SECOND)).toBeUndefined();
  });

  it('lets only "stay signed in" count while the warning shows, and never revives an ended session', () => {
    const times = { idleUntil: NOW + 30 * MINUTE, expiresAt: NOW + 12 * HOUR };
    const inWarning = NOW + 29 * MINUTE + 10 * SECOND;
    expect(activityDeadline(times, inWarning, IDLE)).toBeUndefined();
    expect(activityDeadline(times, inWarning, IDLE, true)).toBe(inWarning + 30 * MINUTE);
    expect(activityDeadline(times, NOW + 30 * MINUTE, IDLE, true)).toBeUndefined();
    expect(activityDeadline(times, NOW + 12 * HOUR, IDLE)).toBeUndefined();
  });

  it('starts the idle clock of a new session, and brings in an end beyond a shortened idle time', () => {
    expect(idleClockStart({ expiresAt: NOW + HOUR }, NOW, IDLE)).toBe(NOW + 30 * MINUTE);
    expect(idleClockStart({ idleUntil: NOW + 20 * MINUTE }, NOW, IDLE)).toBeUndefined();
    expect(idleClockStart({ idleUntil: NOW + 50 * MINUTE }, NOW, IDLE)).toBe(NOW + 30 * MINUTE);
    expect(idleClockStart({ idleUntil: NOW - 1 }, NOW, IDLE)).toBeUndefined();
    expect(idleClockStart({ expiresAt: NOW }, NOW, IDLE)).toBeUndefined();
  });

  it('is gone once idle too, for every reader of the stored session', () => {
    const storage = new MemoryStorage();
    saveSession({ token: 'opaque', username: 'a', role: 'r', id: '1', expiresAt: NOW + HOUR }, {}, storage);
    writeIdleUntil(NOW + 30 * MINUTE, storage);
    expect(readSessionTimes(storage)).toEqual({ expiresAt: NOW + HOUR, idleUntil: NOW + 30 * MINUTE });
    expect(readSession(storage, NOW + 30 * MINUTE - 1)).not.toBeNull();
    expect(sessionEndReason(storage, NOW + 30 * MINUTE - 1)).toBeUndefined();
    expect(readSession(storage, NOW + 30 * MINUTE)).toBeNull();
    expect(sessionExpired(storage, NOW + 30 * MINUTE)).toBe(true);
    expect(sessionEndReason(storage, NOW + 30 * MINUTE)).toBe('idle');
    expect(sessionEndReason(storage, NOW + HOUR)).toBe('expired');
  });

  it("starts a new session without the previous one's idle end, and writes none when signed out", () => {
    const storage = new MemoryStorage();
    saveSession({ token: 't', username: 'a', role: 'r', id: '1' }, {}, storage);
    writeIdleUntil(NOW - MINUTE, storage);
    saveSession({ token: 't2', username: 'a', role: 'r', id: '1' }, {}, storage);
    expect(readSessionTimes(storage).idleUntil).toBeUndefined();
    expect(readSession(storage, NOW)).not.toBeNull();
    const signedOut = new MemoryStorage();
    writeIdleUntil(NOW + MINUTE, signedOut);
    expect(signedOut.length).toBe(0);
  });
});

describe('another tab changes the stored session', () => {
  const admin = { id: '1', username: 'admin' };
  it('tells a sign-out, a sign-in, another user and the same user apart', () => {
    expect(sessionChange(admin, null)).toBe('signed-out');
    expect(sessionChange(null, admin)).toBe('signed-in');
    expect(sessionChange(admin, { id: '2', username: 'sales' })).toBe('other-user');
    expect(sessionChange(admin, { id: '1', username: 'someone' })).toBe('other-user');
    expect(sessionChange(admin, { id: '1', username: 'admin' })).toBe('same');
    expect(sessionChange(null, null)).toBe('same');
  });
});
