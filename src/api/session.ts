import { endReason, type EndReason, type SessionTimes } from './sessionClock';

/** Kept in local storage as the old app kept it, read and written only here (docs/requirements.md, "Sign-in and sessions"). */
export interface Session {
  token: string;
  username: string;
  role: string;
  id: string;
  expiresAt?: number;
}

export const EXTRA_SESSION_KEYS = ['hash', 'memberToken', 'isVerified', 'twoFactorEnabled'] as const;

const KEYS = ['token', 'username', 'role', 'id'] as const;
const EXPIRES_KEY = 'expiresAt';
/** Beside the session, not per tab: work in one tab keeps every tab signed in. */
const IDLE_UNTIL_KEY = 'idleUntil';
/** Beside the session, so every tab shares it and it goes with the session (api/sudo.ts). */
const PASSWORD_CHECKED_KEY = 'passwordCheckedAt';

export const SESSION_HOURS = 12;

const PREFERENCE_KEYS = ['RaStore.locale'];

export interface TokenClaims {
  role?: string;
  id?: string;
  exp?: number;
}

/** Role and id from the token cannot be edited in storage unnoticed: the server checks it. */
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

export function sessionExpired(storage: Storage = localStorage, now = Date.now()): boolean {
  return sessionEndReason(storage, now) !== undefined;
}

export function sessionEndReason(storage: Storage = localStorage, now = Date.now()): EndReason | undefined {
  return hasUsableId(storage.getItem('id')) ? endReason(readSessionTimes(storage), now) : undefined;
}

export function readSessionTimes(storage: Storage = localStorage): SessionTimes {
  return {
    expiresAt: Number(storage.getItem(EXPIRES_KEY)) || undefined,
    idleUntil: Number(storage.getItem(IDLE_UNTIL_KEY)) || undefined,
  };
}

export function writeIdleUntil(at: number, storage: Storage = localStorage): void {
  if (hasUsableId(storage.getItem('id'))) storage.setItem(IDLE_UNTIL_KEY, String(at));
}

export const isIdentityKey = (key: string | null) => key === null || key === 'id' || key === 'token';

export const isTimesKey = (key: string | null) => key === EXPIRES_KEY || key === IDLE_UNTIL_KEY;

export interface SessionIdentity {
  id: string;
  username: string;
}

export const identityOf = (session: Session | null): SessionIdentity | null =>
  session && { id: session.id, username: session.username };

/** A new token of the same user changes nothing; another user's means this tab shows someone else's work. */
export function sessionChange(
  before: SessionIdentity | null,
  after: SessionIdentity | null,
): 'signed-out' | 'signed-in' | 'other-user' | 'same' {
  if (!after) return before ? 'signed-out' : 'same';
  if (!before) return 'signed-in';
  return before.id === after.id && before.username === after.username ? 'same' : 'other-user';
}

/** Keeps the preferences, so signing out does not switch the language back (docs/decisions.md, "Shell and session"). */
export function clearStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  const kept = PREFERENCE_KEYS.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}
