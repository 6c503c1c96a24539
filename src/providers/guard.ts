import { hasUsableId } from '../api/session';

/**
 * The paths a visitor may open without signing in (a trailing slash is ignored; docs/requirements.md,
 * "Sign-in and sessions").
 */
export const PUBLIC_PATHS = ['/login', '/Adv'];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}

/**
 * The route guard (docs/requirements.md, "Sign-in and sessions"): every page needs a stored id that is
 * present and not the text 'undefined', except the public ones. When it answers false the caller clears
 * local and session storage and sends the user to /login.
 */
export function guardAllows(pathname: string, storedId: string | null | undefined): boolean {
  return isPublicPath(pathname) || hasUsableId(storedId);
}
