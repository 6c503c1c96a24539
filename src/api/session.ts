import { endReason, type EndReason, type SessionTimes } from './sessionClock';

/**
 * The signed-in session as the old app kept it in local storage (docs/requirements.md,
 * "Sign-in and sessions"): token, username, role and id, with the hash and member token for secrets and
 * the verification and two-factor flags when the sign-in answer carries them. Only this module reads or
 * writes those keys.
 */
export interface Session {
  token: string;
  username: string;
  role: string;
  id: string;
  /** When the session ends (ms since 1970): the sign-in answer's, the token's, or 12 hours after sign-in. */
  expiresAt?: number;
}

/** The optional fields of the old session that are kept when the sign-in answer carries them. */
export const EXTRA_SESSION_KEYS = ['hash', 'memberToken', 'isVerified', 'twoFactorEnabled'] as const;

const KEYS = ['token', 'username', 'role', 'id'] as const;
const EXPIRES_KEY = 'expiresAt';
/**
 * When the session ends for want of activity (ms since 1970). Kept beside the session rather than
 * per tab, so that work in one tab keeps every tab signed in and every tab ends at the same moment.
 */
const IDLE_UNTIL_KEY = 'idleUntil';
/**
 * When the user last gave their password (ms since 1970): a sign-in, or the check asked for before
 * money or access changes (api/sudo.ts). Beside the session, so every tab shares it and it goes
 * with the session.
 */
const PASSWORD_CHECKED_KEY = 'passwordCheckedAt';

/** A session without an expiry of its own lasts this long. */
export const SESSION_HOURS = 12;

/** Preferences that outlive a session: the language choice (react-admin's store key). */
const PREFERENCE_KEYS = ['RaStore.locale'];

export interface TokenClaims {
  role?: string;
  id?: string;
  /** Seconds since 1970 (JWT `exp`). */
  exp?: number;
}

/**
 * The claims of a JWT-shaped token (`header.payload.signature`), or undefined for an opaque one.
 * A server checks the token it issued, so role and id read from it cannot be changed by editing
 * storage without the server noticing.
 */
export function tokenClaims(token: string | null | undefined): TokenClaims | undefined {
  // Read on every call and every access check: the last token's claims are decoded once.
  if (token === lastDecoded.token) return lastDecoded.claims;
  const claims = decodeClaims(token);
  lastDecoded = { token, claims };
  return claims;
}

let lastDecoded: { token: string | null | undefined; claims: TokenClaims | undefined } = {
  token: undefined,
  claims: undefined,
};

function decodeClaims(token: string | null | undefined): TokenClaims | undefined {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) return undefined;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0)));
    const payload = JSON.parse(text) as Record<string, unknown>;
    return {
      role: typeof payload.role === 'string' ? payload.role : undefined,
      id:
        payload.sub !== undefined
          ? String(payload.sub)
          : payload.id !== undefined
            ? String(payload.id)
            : undefined,
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  } catch {
    return undefined;
  }
}

export function readSession(storage: Storage = localStorage, now = Date.now()): Session | null {
  const id = storage.getItem('id');
  if (!hasUsableId(id)) return null;
  const token = storage.getItem('token') ?? '';
  const times = readSessionTimes(storage);
  if (endReason(times, now)) return null;
  const { expiresAt } = times;
  // The token's own claims win over the separately stored copies (which anyone can edit).
  const claims = tokenClaims(token);
  return {
    id: claims?.id ?? (id as string),
    token,
    username: storage.getItem('username') ?? '',
    role: claims?.role ?? storage.getItem('role') ?? '',
    expiresAt,
  };
}

/** When a session that begins `now` ends: the answer's expiry, the token's, or 12 hours. */
export function sessionEnd(answer: Record<string, unknown>, token: string, now = Date.now()): number {
  const at = answer.expiresAt ?? answer.ExpiresAt ?? answer.expires_at;
  if (typeof at === 'string' && Number.isFinite(Date.parse(at))) return Date.parse(at);
  const inSeconds = Number(answer.expiresIn ?? answer.expires_in);
  if (Number.isFinite(inSeconds) && inSeconds > 0) return now + inSeconds * 1000;
  const exp = tokenClaims(token)?.exp;
  if (exp) return exp * 1000;
  return now + SESSION_HOURS * 60 * 60 * 1000;
}

export function saveSession(
  session: Session,
  extras: Record<string, unknown> = {},
  storage: Storage = localStorage,
): void {
  // A new session starts its own idle clock (the shell starts it), never a previous session's.
  storage.removeItem(IDLE_UNTIL_KEY);
  for (const key of KEYS) storage.setItem(key, String(session[key] ?? ''));
  // A session is made only by giving the password (and the second factor): a check just made.
  storage.setItem(PASSWORD_CHECKED_KEY, String(Date.now()));
  if (session.expiresAt) storage.setItem(EXPIRES_KEY, String(session.expiresAt));
  for (const key of EXTRA_SESSION_KEYS)
    if (extras[key] !== undefined && extras[key] !== null) storage.setItem(key, String(extras[key]));
}

/** When the signed-in user last gave their password, or undefined. */
export function readPasswordCheckedAt(storage: Storage = localStorage): number | undefined {
  return Number(storage.getItem(PASSWORD_CHECKED_KEY)) || undefined;
}

export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem('token');
}

/**
 * An id counts only when present and not the text 'undefined' (docs/requirements.md,
 * "Sign-in and sessions").
 */
export function hasUsableId(id: string | null | undefined): boolean {
  return id !== null && id !== undefined && id !== '' && id !== 'undefined';
}

/** True when a session was stored and its time is up (its expiry, or its idle time). */
export function sessionExpired(storage: Storage = localStorage, now = Date.now()): boolean {
  return sessionEndReason(storage, now) !== undefined;
}

/** Why a stored session is over, or undefined while it lasts (or when none is stored). */
export function sessionEndReason(storage: Storage = localStorage, now = Date.now()): EndReason | undefined {
  return hasUsableId(storage.getItem('id')) ? endReason(readSessionTimes(storage), now) : undefined;
}

export function readSessionTimes(storage: Storage = localStorage): SessionTimes {
  return {
    expiresAt: Number(storage.getItem(EXPIRES_KEY)) || undefined,
    idleUntil: Number(storage.getItem(IDLE_UNTIL_KEY)) || undefined,
  };
}

/** Writes the idle end of the stored session; nothing when no session is stored (signed out). */
export function writeIdleUntil(at: number, storage: Storage = localStorage): void {
  if (hasUsableId(storage.getItem('id'))) storage.setItem(IDLE_UNTIL_KEY, String(at));
}

/** The storage keys whose change in another tab means a sign-in or a sign-out there. */
export const isIdentityKey = (key: string | null) => key === null || key === 'id' || key === 'token';

/** The storage keys whose change in another tab moves this session's end. */
export const isTimesKey = (key: string | null) => key === EXPIRES_KEY || key === IDLE_UNTIL_KEY;

/** Who a session belongs to, as another tab compares it. */
export interface SessionIdentity {
  id: string;
  username: string;
}

export const identityOf = (session: Session | null): SessionIdentity | null =>
  session && { id: session.id, username: session.username };

/**
 * What a change of the stored session, seen from another tab, means for this tab: signed out
 * (storage cleared, or the session is over), signed in (this tab had none), another user (this
 * tab shows someone else's work), or the same user (a new token: nothing to do).
 */
export function sessionChange(
  before: SessionIdentity | null,
  after: SessionIdentity | null,
): 'signed-out' | 'signed-in' | 'other-user' | 'same' {
  if (!after) return before ? 'signed-out' : 'same';
  if (!before) return 'signed-in';
  return before.id === after.id && before.username === after.username ? 'same' : 'other-user';
}

/**
 * Clears local and session storage (on sign-out, a 401 and a refused route), keeping only the user's
 * preferences, so that signing out does not also switch the language back (docs/decisions.md,
 * "Shell and session").
 */
export function clearStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  const kept = PREFERENCE_KEYS.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}
