/**
 * The runtime configuration contract (DESIGN §2). One build runs anywhere: `config.json`, served
 * beside `index.html`, says where the services are. Other tools rely on these key names.
 */
export const SERVICE_NAMES = [
  'backoffice',
  'product',
  'supplierInventory',
  'supplier',
  'grocery',
  'package',
  'masterData',
  'order',
  'finance',
  'email',
  'notification',
  'notificationSupplier',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export type KeyEncoding = 'utf8' | 'hex' | 'base64';

export interface CryptoConfig {
  /**
   * Where the app fetches the keys after sign-in, with the user's token, instead of reading them
   * from this file (DESIGN §4): an absolute URL, or a path joined to `apiUrl`. Empty: the keys below.
   */
  keysUrl: string;
  withdrawKey: string;
  refundKey: string;
  profileKey: string;
  keyEncoding: KeyEncoding;
  ivEncoding: KeyEncoding;
}

export interface AppConfig {
  demo: boolean;
  apiUrl: string;
  devApiUrl: string;
  apiKey: string;
  apiKeyHeader: string;
  services: Record<ServiceName, string>;
  crypto: CryptoConfig;
}

export const DEFAULT_CONFIG: AppConfig = {
  demo: false,
  apiUrl: '',
  devApiUrl: '',
  apiKey: '',
  apiKeyHeader: 'x-api-key',
  services: {
    backoffice: '/',
    product: '/product/api/v1/',
    supplierInventory: '/supplier-inventory/api/v1/',
    supplier: '/supplier/api/v1/',
    grocery: '/grocery/api/v1/',
    package: '/kkcenter/package/api/v1/',
    masterData: '/master-data/api/v1/',
    order: '/order/api/v1/',
    finance: '/finance/api/v1/',
    email: '/email/api/v1/',
    notification: '/notification/api/v1/',
    notificationSupplier: '/notification-supplier/api/v1/',
  },
  crypto: {
    keysUrl: '',
    withdrawKey: '',
    refundKey: '',
    profileKey: '',
    keyEncoding: 'utf8',
    ivEncoding: 'base64',
  },
};

/** Thrown when config.json cannot be used; `problems` lists every fault found, one per line. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`config.json is not valid:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ENCODINGS: readonly KeyEncoding[] = ['utf8', 'hex', 'base64'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a parsed config.json and fills missing keys with their defaults. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isObject(raw)) throw new ConfigError(['the file must hold a JSON object ({ ... })']);
  const problems: string[] = [];
  const known = new Set(Object.keys(DEFAULT_CONFIG));
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) problems.push(`unknown key "${key}"`);
  }

  const pick = <K extends 'demo' | 'apiUrl' | 'devApiUrl' | 'apiKey' | 'apiKeyHeader'>(
    key: K,
  ): AppConfig[K] => {
    const value = raw[key];
    const fallback = DEFAULT_CONFIG[key];
    if (value === undefined) return fallback;
    if (typeof value !== typeof fallback) {
      problems.push(`"${key}" must be a ${typeof fallback}, not ${JSON.stringify(value)}`);
      return fallback;
    }
    return value as AppConfig[K];
  };

  const config: AppConfig = {
    demo: pick('demo'),
    apiUrl: pick('apiUrl'),
    devApiUrl: pick('devApiUrl'),
    apiKey: pick('apiKey'),
    apiKeyHeader: pick('apiKeyHeader'),
    services: { ...DEFAULT_CONFIG.services },
    crypto: { ...DEFAULT_CONFIG.crypto },
  };

  if (config.apiUrl && !isAbsoluteUrl(config.apiUrl)) {
    problems.push(`"apiUrl" must be an absolute http(s) URL, not "${config.apiUrl}"`);
  }
  if (config.devApiUrl && !isAbsoluteUrl(config.devApiUrl)) {
    problems.push(`"devApiUrl" must be an absolute http(s) URL, not "${config.devApiUrl}"`);
  }
  if (!config.apiKeyHeader.trim()) problems.push('"apiKeyHeader" must not be empty');

  if (raw.services !== undefined) {
    if (!isObject(raw.services)) {
      problems.push('"services" must be an object');
    } else {
      for (const [name, value] of Object.entries(raw.services)) {
        if (!(SERVICE_NAMES as readonly string[]).includes(name)) {
          problems.push(`unknown service "services.${name}"`);
        } else if (typeof value !== 'string' || !value.trim()) {
          problems.push(`"services.${name}" must be a URL or a path`);
        } else {
          config.services[name as ServiceName] = value;
        }
      }
    }
  }

  if (raw.crypto !== undefined) {
    if (!isObject(raw.crypto)) {
      problems.push('"crypto" must be an object');
    } else {
      for (const [name, value] of Object.entries(raw.crypto)) {
        if (!(name in DEFAULT_CONFIG.crypto)) {
          problems.push(`unknown key "crypto.${name}"`);
        } else if (typeof value !== 'string') {
          problems.push(`"crypto.${name}" must be a string`);
        } else if (
          (name === 'keyEncoding' || name === 'ivEncoding') &&
          !ENCODINGS.includes(value as KeyEncoding)
        ) {
          problems.push(`"crypto.${name}" must be one of ${ENCODINGS.join(', ')}, not "${value}"`);
        } else {
          (config.crypto as unknown as Record<string, string>)[name] = value;
        }
      }
    }
  }

  if (problems.length) throw new ConfigError(problems);
  return config;
}

const DEV_PREFIX = 'dev:';

function isAbsoluteUrl(value: string): boolean {
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

/** The absolute URL of `crypto.keysUrl`, or undefined when the keys are in config.json. */
export function keysUrlOf(config: AppConfig, origin: string): string | undefined {
  const value = config.crypto.keysUrl.trim();
  if (!value) return undefined;
  return isAbsoluteUrl(value) ? value : joinUrl(config.apiUrl || origin, value);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
