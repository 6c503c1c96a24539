import { keysUrlOf, type AppConfig, type CryptoConfig, type KeyEncoding } from '../config/config';
import type { HttpClient } from './http';

/**
 * Where the decryption keys come from (DESIGN §4): config.json, or `crypto.keysUrl` fetched after
 * sign-in with the user's token. Fetched keys live in this object's memory only: never in
 * storage, never logged, and dropped at sign-out or when another session's token is in use.
 */
export interface KeyStore {
  keys(): Promise<CryptoConfig>;
  forget(): void;
}

const ENCODINGS: readonly KeyEncoding[] = ['utf8', 'hex', 'base64'];
const KEY_FIELDS = ['profileKey', 'withdrawKey', 'refundKey'] as const;

/** The keys an answer of `crypto.keysUrl` holds; config.json's encodings unless it names its own. */
export function keysFromAnswer(answer: unknown, fallback: CryptoConfig): CryptoConfig {
  const record = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const encoding = (field: 'keyEncoding' | 'ivEncoding') =>
    ENCODINGS.includes(record[field] as KeyEncoding) ? (record[field] as KeyEncoding) : fallback[field];
  return {
    keysUrl: fallback.keysUrl,
    profileKey: text('profileKey'),
    withdrawKey: text('withdrawKey'),
    refundKey: text('refundKey'),
    keyEncoding: encoding('keyEncoding'),
    ivEncoding: encoding('ivEncoding'),
  };
}

export function createKeyStore(
  config: AppConfig,
  http: Pick<HttpClient, 'requestUrl'>,
  { origin, getToken }: { origin: string; getToken: () => string | null },
): KeyStore {
  const url = keysUrlOf(config, origin);
  let fetched: { token: string | null; keys: Promise<CryptoConfig> } | undefined;
  return {
    keys() {
      if (!url) return Promise.resolve(config.crypto);
      const token = getToken();
      if (!fetched || fetched.token !== token) {
        const keys = http
          .requestUrl<unknown>(url, { auth: 'both' })
          .then((answer) => keysFromAnswer(answer, config.crypto));
        // A failed fetch is asked for again by the next value shown.
        keys.catch(() => {
          if (fetched?.keys === keys) fetched = undefined;
        });
        fetched = { token, keys };
      }
      return fetched.keys;
    },
    forget() {
      fetched = undefined;
    },
  };
}

/** Whether any key is set: without one, nothing encrypted can be shown. */
export const hasAnyKey = (keys: CryptoConfig) => KEY_FIELDS.some((field) => keys[field].trim() !== '');

/**
 * Keys written in config.json with the real services on: anyone who can load the page can read
 * them (DESIGN §4), so the diagnostics page warns; `crypto.keysUrl` is the way to keep them.
 */
export const keysExposedInConfig = (config: Pick<AppConfig, 'demo' | 'crypto'>) =>
  !config.demo && hasAnyKey(config.crypto);
