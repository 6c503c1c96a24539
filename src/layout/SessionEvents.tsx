import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { safeNextPath } from '../api/safeNext';
import { identityOf, isIdentityKey, isTimesKey, readSession, sessionChange } from '../api/session';

export const UNAUTHORIZED_EVENT = 'app:unauthorized';

/**
 * A 401 from any call ends the session (docs/requirements.md, "Sign-in and sessions"). The HTTP client
 * clears storage and raises this event; here the app goes to /login the react-admin way, remembering
 * the page.
 */
export function SessionEvents() {
  const logout = useLogout();
  const { pathname } = useLocation();
  useEffect(() => {
    const onUnauthorized = () => {
      if (pathname === '/login' || pathname === '/LoginTFA') return;
      void logout({}, '/login', true);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [logout, pathname]);
  return null;
}

export interface OtherTabHandlers {
  /** The session this tab showed was ended in another tab (signed out, a 401, its time up there). */
  onSignedOut?: () => void;
  /** A session was signed in there: this tab had none, or another user's. */
  onSignedIn?: () => void;
  /** The session's expiry or idle end was moved there (activity in another tab). */
  onTimesChanged?: () => void;
}

/**
 * Every tab of the app shares one session in local storage; the browser tells the other tabs of
 * each change made to it (a `storage` event, within milliseconds, hidden tabs included). Returns
 * the function that stops listening.
 */
export function watchOtherTabs(handlers: OtherTabHandlers): () => void {
  let known = identityOf(readSession());
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    if (isTimesKey(event.key)) {
      handlers.onTimesChanged?.();
      return;
    }
    if (!isIdentityKey(event.key)) return;
    const current = identityOf(readSession());
    const change = sessionChange(known, current);
    known = current;
    if (change === 'signed-out') handlers.onSignedOut?.();
    else if (change !== 'same') handlers.onSignedIn?.();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * For the sign-in pages: a sign-in in another tab opens the app in this one too (loaded afresh,
 * so nothing of an earlier session stays in memory), on this site only (`to` is checked again here).
 */
export function SignInElsewhere({ to = '/' }: { to?: string }) {
  useEffect(() => watchOtherTabs({ onSignedIn: () => window.location.replace(safeNextPath(to)) }), [to]);
  return null;
}
