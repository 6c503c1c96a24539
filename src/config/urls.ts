import { SERVICE_NAMES, type AppConfig, type ServiceName } from './config';

/**
 * Whether `value` is an origin and nothing more: http(s), a host, an optional port (what a CSP
 * source list takes; a path or a query would be ignored there, or widen nothing the app needs).
 */
export function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(value)) return false;
  try {
    return new URL(value).origin === value.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Why the config cannot serve a page loaded over https: every `http://` address it holds (`apiUrl`,
 * `devApiUrl`, a service, `crypto.keysUrl`, an image origin). The browser would block each call
 * as mixed content, or a proxy could read and change it, token included. Empty on an http page
 * (this machine's own server, the demo).
 */
export function plainHttpProblems(config: AppConfig, pageProtocol: string): string[] {
  if (pageProtocol !== 'https:') return [];
  const addresses: [string, string][] = [
    ['apiUrl', config.apiUrl],
    ['devApiUrl', config.devApiUrl],
    ...SERVICE_NAMES.map((name): [string, string] => [`services.${name}`, config.services[name]]),
    ['crypto.keysUrl', config.crypto.keysUrl],
    ...config.imageOrigins.map((origin, index): [string, string] => [`imageOrigins[${index}]`, origin]),
  ];
  return addresses
    .filter(([, value]) => /^http:\/\//i.test(value.trim()))
    .map(
      ([key, value]) =>
        `"${key}" is "${value}": this page is served over https, so every service must be too ` +
        '(the browser blocks plain http calls from an https page, and anyone on the way could read them). ' +
        'Write its https:// address (docs/deploying.md, "HTTPS").',
    );
}

const DEV_PREFIX = 'dev:';

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\/[^/]+/i.test(value);
}

/**
 * The base URL of a service: an absolute URL stays as it is; a path is joined to `apiUrl` (or to
 * the page's own origin when `apiUrl` is empty, as in demo mode); a path written `dev:/path/` is
 * joined to `devApiUrl` instead, so any service can point at the development host.
 * Always ends with a slash.
 */
export function serviceBaseUrl(config: AppConfig, service: ServiceName, origin: string): string {
  const value = config.services[service];
  let base: string;
  if (isAbsoluteUrl(value)) base = value;
  else if (value.startsWith(DEV_PREFIX))
    base = joinUrl(config.devApiUrl || config.apiUrl || origin, value.slice(DEV_PREFIX.length));
  else base = joinUrl(config.apiUrl || origin, value);
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The origin of the development host (`devApiUrl`), where `dev:/path/` services go, or undefined
 * when there is none: no `devApiUrl`, or one on the main host (`apiUrl`'s, or the page's origin).
 */
export function devHostOrigin(config: AppConfig, origin: string): string | undefined {
  if (!config.devApiUrl) return undefined;
  try {
    const dev = new URL(config.devApiUrl).origin;
    return dev === new URL(config.apiUrl || origin).origin ? undefined : dev;
  } catch {
    // A devApiUrl that is no URL names no host: calls joined to it fail before any token is sent.
    return undefined;
  }
}

/** The absolute URL of `crypto.keysUrl`, or undefined when none is set (the demo's keys in config.json). */
export function keysUrlOf(config: AppConfig, origin: string): string | undefined {
  const value = config.crypto.keysUrl.trim();
  if (!value) return undefined;
  return isAbsoluteUrl(value) ? value : joinUrl(config.apiUrl || origin, value);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
