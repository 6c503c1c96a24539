import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';

export const UNAUTHORIZED_EVENT = 'app:unauthorized';

/**
 * Spec §8: a 401 from any call ends the session. The HTTP client clears storage and raises this
 * event; here the app goes to /login the react-admin way, remembering the page.
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
