/**
 * The signed-in session as the old app kept it in local storage (spec §3 "Session"): token,
 * username, role and id. Only this module reads or writes those keys.
 */
export interface Session {
  token: string;
  username: string;
  role: string;
  id: string;
}

const KEYS = ['token', 'username', 'role', 'id'] as const;

/** Preferences that outlive a session: the language choice (react-admin's store key). */
const PREFERENCE_KEYS = ['RaStore.locale'];

export function readSession(storage: Storage = localStorage): Session | null {
  const id = storage.getItem('id');
  if (!hasUsableId(id)) return null;
  return {
    id: id as string,
    token: storage.getItem('token') ?? '',
    username: storage.getItem('username') ?? '',
    role: storage.getItem('role') ?? '',
  };
}

export function saveSession(session: Session, storage: Storage = localStorage): void {
  for (const key of KEYS) storage.setItem(key, String(session[key] ?? ''));
}

export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem('token');
}

/** Spec §5: an id counts only when present and not the text 'undefined'. */
export function hasUsableId(id: string | null | undefined): boolean {
  return id !== null && id !== undefined && id !== '' && id !== 'undefined';
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
