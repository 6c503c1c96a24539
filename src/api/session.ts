/**
 * The signed-in session as the old app kept it in local storage (spec §3 "Session"): token,
 * username, role and id, with the hash and member token for secrets and the verification and
 * two-factor flags when the sign-in answer carries them. Only this module reads or writes those keys.
 */
export interface Session {
  token: string;
  username: string;
  role: string;
  id: string;
  /** When the session ends (ms since 1970): the sign-in answer's, the token's, or 12 hours after sign-in. */
  expiresAt?: number;
}

/** The optional fields of spec §3 that are kept when the sign-in answer carries them. */
export const EXTRA_SESSION_KEYS = ['hash', 'memberToken', 'isVerified', 'twoFactorEnabled'] as const;

const KEYS = ['token', 'username', 'role', 'id'] as const;
const EXPIRES_KEY = 'expiresAt';

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
  const expiresAt = Number(storage.getItem(EXPIRES_KEY)) || undefined;
  if (expiresAt !== undefined && now >= expiresAt) return null;
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
  for (const key of KEYS) storage.setItem(key, String(session[key] ?? ''));
  if (session.expiresAt) storage.setItem(EXPIRES_KEY, String(session.expiresAt));
  for (const key of EXTRA_SESSION_KEYS)
    if (extras[key] !== undefined && extras[key] !== null) storage.setItem(key, String(extras[key]));
}

export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem('token');
}

/** Spec §5: an id counts only when present and not the text 'undefined'. */
export function hasUsableId(id: string | null | undefined): boolean {
  return id !== null && id !== undefined && id !== '' && id !== 'undefined';
}

/** True when a session was stored and its time is up. */
export function sessionExpired(storage: Storage = localStorage, now = Date.now()): boolean {
  const expiresAt = Number(storage.getItem(EXPIRES_KEY)) || undefined;
  return hasUsableId(storage.getItem('id')) && expiresAt !== undefined && now >= expiresAt;
}

/**
 * Clears local and session storage (spec §5, §8), keeping only the user's preferences, so that
 * signing out does not also switch the language back.
 */
export function clearStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  const kept = PREFERENCE_KEYS.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}
