// A remembered page is never trusted as it is (docs/decisions.md, "Only this site after sign-in").

/** No real page's origin is `.invalid`. */
const HOME = 'https://this-site.invalid';

// A real address holds control characters percent-encoded.
const hasControl = (text: string) => [...text].some((char) => char <= '\u001f' || char === '\u007f');

const DECODE_ROUNDS = 4;

/** A browser reads `/\host` as `//host`, and drops tabs and line breaks from an address. */
function startsAsOwnPath(spelling: string): boolean {
  const path = spelling.replace(/[\t\n\r]/g, '');
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

function staysHere(path: string): boolean {
  try {
    return new URL(path, HOME).origin === HOME;
  } catch {
    return false;
  }
}

/** `/%2F%2Fhost` is `//host` to a router or a server that decodes it again. */
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

/** Never `//host`, `/\host`, a scheme, a URL or a control character, even once percent-decoded. */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    startsAsOwnPath(value) &&
    !hasControl(value) &&
    staysHere(value) &&
    decodedStaysHere(value)
  );
}

export function safeNextPath(next: unknown): string {
  return isSitePath(next) ? next : '/';
}
