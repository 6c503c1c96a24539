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

// ---------------------------------------------------------------------------------------------
// When a session ends (docs/deploying.md, "Sessions"): at its expiry, or after `session.idleMinutes`
// without activity, with a warning shortly before the idle end. Plain rules of (times, now), so
// that they are tested with any clock; the shell runs them on a timer and on every activity.

/** The two moments a session ends at, whichever comes first (ms since 1970). */
export interface SessionTimes {
  expiresAt?: number;
  idleUntil?: number;
}

export type EndReason = 'expired' | 'idle';

/** The idle warning shows this long before an idle sign-out. */
export const IDLE_WARNING_MS = 60_000;

/** Activity moves the idle end at most this often: each move is a write every other tab hears. */
const ACTIVITY_WRITE_MS = 10_000;

/** The largest delay a browser timer takes; a longer one would fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

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

/** A session without activity since `lastActivity` ends at this moment. */
export const idleDeadline = (lastActivity: number, idleMs: number) => lastActivity + idleMs;

/**
 * When the idle warning shows: a minute before the idle end, or halfway through an idle time of
 * under two minutes, so that the warning never shows right after the activity that moved the end.
 */
export const warningTime = (deadline: number, idleMs: number) =>
  deadline - Math.min(IDLE_WARNING_MS, idleMs / 2);

/** Why the session is over at `now`: its expiry first, then its idle end. */
export function endReason({ expiresAt, idleUntil }: SessionTimes, now: number): EndReason | undefined {
  if (expiresAt !== undefined && now >= expiresAt) return 'expired';
  if (idleUntil !== undefined && now >= idleUntil) return 'idle';
  return undefined;
}

/**
 * Where a session stands at `now`, and when to look again (`nextCheckAt`, undefined: only when
 * something changes). Only the idle end is warned of: staying cannot put an expiry off.
 */
export type SessionPhase =
  | { phase: 'active'; nextCheckAt?: number }
  | { phase: 'warning'; endsAt: number; nextCheckAt: number }
  | { phase: 'ended'; reason: EndReason };

export function sessionPhase(times: SessionTimes, now: number, idleMs: number): SessionPhase {
  const reason = endReason(times, now);
  if (reason) return { phase: 'ended', reason };
  const { expiresAt, idleUntil } = times;
  if (idleUntil !== undefined && (expiresAt === undefined || idleUntil < expiresAt)) {
    const warnAt = warningTime(idleUntil, idleMs);
    return now >= warnAt
      ? { phase: 'warning', endsAt: idleUntil, nextCheckAt: idleUntil }
      : { phase: 'active', nextCheckAt: warnAt };
  }
  return { phase: 'active', nextCheckAt: expiresAt };
}

/** Whole seconds left before a warned sign-out, as the warning shows them. */
export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * How long to wait before looking at the session again: at the next moment of its phase, and
 * during the warning at every whole second left (the countdown), never beyond a timer's range.
 */
export function nextCheckIn(phase: SessionPhase, now: number): number | undefined {
  if (phase.phase === 'ended' || phase.nextCheckAt === undefined) return undefined;
  if (phase.phase === 'warning') return (phase.endsAt - now) % 1000 || 1000;
  return Math.min(Math.max(0, phase.nextCheckAt - now), MAX_TIMER_MS);
}

/**
 * The idle end to store after an activity at `now`, or undefined when the activity does not count:
 * the session is over; the warning shows (only its "stay signed in", `confirmed`, counts then, not
 * a pointer passing over the page); or the end would move by less than the write interval.
 */
export function activityDeadline(
  times: SessionTimes,
  now: number,
  idleMs: number,
  confirmed = false,
): number | undefined {
  const phase = sessionPhase(times, now, idleMs);
  if (phase.phase === 'ended') return undefined;
  const deadline = idleDeadline(now, idleMs);
  if (confirmed) return deadline;
  if (phase.phase === 'warning') return undefined;
  const interval = Math.min(ACTIVITY_WRITE_MS, idleMs / 10);
  if (times.idleUntil !== undefined && deadline - times.idleUntil < interval) return undefined;
  return deadline;
}

/**
 * The idle end to store when the shell starts, or undefined to keep the stored one: a new session
 * starts its clock now; a stored end further off than the idle time (the configured time was
 * shortened) is brought in. An ended session is never revived.
 */
export function idleClockStart(times: SessionTimes, now: number, idleMs: number): number | undefined {
  if (endReason(times, now)) return undefined;
  const deadline = idleDeadline(now, idleMs);
  return times.idleUntil === undefined || times.idleUntil > deadline ? deadline : undefined;
}

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
