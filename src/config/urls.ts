import { SERVICE_NAMES, type AppConfig, type ServiceName } from './config';

/** An origin and nothing more, as a CSP source list takes it. */
export function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(value)) return false;
  try {
    return new URL(value).origin === value.toLowerCase();
  } catch {
    return false;
  }
}

/** Every `http://` address on an https page: blocked as mixed content, or readable by a proxy, token included. */
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

/** A path written `dev:/path/` joins `devApiUrl`, so any service can point at the development host. */
export function serviceBaseUrl(config: AppConfig, service: ServiceName, origin: string): string {
  const value = config.services[service];
  let base: string;
  if (isAbsoluteUrl(value)) base = value;
  else if (value.startsWith(DEV_PREFIX))
    base = joinUrl(config.devApiUrl || config.apiUrl || origin, value.slice(DEV_PREFIX.length));
  else base = joinUrl(config.apiUrl || origin, value);
  return base.endsWith('/') ? base : `${base}/`;
}

/** Undefined when `devApiUrl` is on the main host. */
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

export function keysUrlOf(config: AppConfig, origin: string): string | undefined {
  const value = config.crypto.keysUrl.trim();
  if (!value) return undefined;
  return isAbsoluteUrl(value) ? value : joinUrl(config.apiUrl || origin, value);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
