import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { safeNextPath } from '../api/safeNext';
import { identityOf, isIdentityKey, isTimesKey, readSession, sessionChange } from '../api/session';

export const UNAUTHORIZED_EVENT = 'app:unauthorized';

/** A 401 ends the session, remembering the page (docs/requirements.md, "Sign-in and sessions"). */
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
  onSignedOut?: () => void;
  onSignedIn?: () => void;
  onTimesChanged?: () => void;
}

/** Tabs share one session in local storage, and hear its changes through `storage` events. */
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

/** Loaded afresh, so nothing of an earlier session stays in memory; `to` is checked again. */
export function SignInElsewhere({ to = '/' }: { to?: string }) {
  useEffect(() => watchOtherTabs({ onSignedIn: () => window.location.replace(safeNextPath(to)) }), [to]);
  return null;
}
