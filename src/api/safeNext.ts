/**
 * The one rule for a page opened after sign-in (and for a link taken from the server's menu): a
 * path on this site's own origin, or `/`. A remembered page comes from the address bar
 * (`https://bo.example//evil.example/login` remembers `//evil.example/login`) or from storage, so
 * it is never trusted as it is (docs/decisions.md, "Only this site after sign-in").
 */

/** Stands for this site's origin when a path is resolved: no real page's origin is `.invalid`. */
const HOME = 'https://this-site.invalid';

/** Control characters: a real address holds them percent-encoded, never as they are. */
const hasControl = (text: string) => [...text].some((char) => char <= '\u001f' || char === '\u007f');

/** How many times a path is percent-decoded at most; one still changing after that is refused. */
const DECODE_ROUNDS = 4;

/**
 * Whether a spelling starts as a path of this origin: `/`, then neither `/` nor `\` (a browser reads
 * `/\host` as `//host`), once the tabs and line breaks a browser drops from an address are gone.
 */
function startsAsOwnPath(spelling: string): boolean {
  const path = spelling.replace(/[\t\n\r]/g, '');
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** Whether `path`, read by a browser against this site's address, stays on this site. */
function staysHere(path: string): boolean {
  try {
    return new URL(path, HOME).origin === HOME;
  } catch {
    return false;
  }
}

/**
 * Whether every percent-decoded spelling of `path` (`/%2F%2Fhost` is `//host` to a router or a
 * server that decodes it again) still starts as a path of this origin.
 */
function decodedStaysHere(path: string): boolean {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A lone `%` (a search for "50%"): no further spelling to read.
      return true;
    }
    if (decoded === current) return true;
    if (!startsAsOwnPath(decoded)) return false;
    current = decoded;
  }
  return false;
}

/**
 * Whether `value` is a path of this site (`/brands/3?x=1`): never `//host`, `/\host`, a scheme
 * (`https:`, `javascript:`), a URL, a control character, nor any of these once percent-decoded.
 */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    startsAsOwnPath(value) &&
    !hasControl(value) &&
    staysHere(value) &&
    decodedStaysHere(value)
  );
}

/** The page to open after sign-in: `next` when it is a path of this site, otherwise `/`. */
export function safeNextPath(next: unknown): string {
  return isSitePath(next) ? next : '/';
}
