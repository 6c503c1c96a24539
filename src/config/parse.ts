import {
  DEFAULT_CONFIG,
  KEY_FIELDS,
  SERVICE_NAMES,
  closedUnlessNamed,
  type AppConfig,
  type CryptoConfig,
  type KeyEncoding,
  type KeyField,
  type ServiceName,
} from './config';
import {
  copyRevealRoles,
  isObject,
  parseDocuments,
  parseImageOrigins,
  parseListPerPage,
  parseRevealRoles,
  parseRights,
  parseSession,
} from './parseSections';
import { parseCalendar, parseWorkflow } from './parseWorkflow';
import { isAbsoluteUrl } from './urls';

/** Thrown when config.json cannot be used; `problems` lists every fault found, one per line. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`config.json is not valid:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ENCODINGS: readonly KeyEncoding[] = ['utf8', 'hex', 'base64'];

/** Checks a parsed config.json and fills missing keys with their defaults. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isObject(raw)) throw new ConfigError(['the file must hold a JSON object ({ ... })']);
  const problems: string[] = [];
  const known = new Set(Object.keys(DEFAULT_CONFIG));
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) problems.push(`unknown key "${key}"`);
  }

  const pick = <
    K extends 'demo' | 'publicDemo' | 'apiUrl' | 'devApiUrl' | 'apiKey' | 'apiKeyHeader' | 'devHostGetsToken',
  >(
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
    publicDemo: pick('publicDemo'),
    apiUrl: pick('apiUrl'),
    devApiUrl: pick('devApiUrl'),
    apiKey: pick('apiKey'),
    apiKeyHeader: pick('apiKeyHeader'),
    devHostGetsToken: pick('devHostGetsToken'),
    services: { ...DEFAULT_CONFIG.services },
    imageOrigins: parseImageOrigins(raw.imageOrigins, problems),
    crypto: { ...DEFAULT_CONFIG.crypto, revealRoles: copyRevealRoles(DEFAULT_CONFIG.crypto.revealRoles) },
    workflow: parseWorkflow(raw.workflow, problems),
    calendar: parseCalendar(raw.calendar, problems),
    session: parseSession(raw.session, problems),
    listPerPage: parseListPerPage(raw.listPerPage, problems),
    rights: parseRights(raw.rights, problems),
    documents: parseDocuments(raw.documents, problems),
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
        } else if (name === 'revealRoles') {
          config.crypto.revealRoles = parseRevealRoles(value, problems);
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

  if (!config.demo) config.rights = closedUnlessNamed(config.rights);

  const written = writtenKeys(config.crypto);
  if (!config.demo && written.length) problems.push(keysInConfigProblem(written));

  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The decryption keys a `crypto` block holds (a key of spaces only is none). */
export const writtenKeys = (crypto: Pick<CryptoConfig, KeyField>): KeyField[] =>
  KEY_FIELDS.filter((field) => crypto[field].trim() !== '');

/**
 * Why keys in config.json stop the app with the demo off: the file is public, downloaded before
 * anyone signs in, so whoever can load the page could decrypt every partner's personal data.
 */
function keysInConfigProblem(written: readonly KeyField[]): string {
  const names = written.map((field) => `"crypto.${field}"`).join(', ');
  return (
    `${names}: decryption keys must not be written in config.json with "demo": false. The file is ` +
    'public (anyone who can load the page downloads it, signed in or not). Leave the keys empty and ' +
    'set "crypto.keysUrl" to the URL that gives them to a signed-in user; the app fetches them there ' +
    'after sign-in and keeps them in memory only (docs/deploying.md, "Decryption keys").'
  );
}
