import { keysUrlOf } from '../config/urls';
import { writtenKeys } from '../config/parse';
import type { AppConfig, CryptoConfig, KeyEncoding, KeyField, RevealRoles } from '../config/config';
import { keyKindsFor } from '../registry/reveal';
import type { KeyKind } from './crypto';
import type { HttpClient } from './http';
import { readSession } from './session';

/** Only the keys the role needs, in memory only, dropped at sign-out (docs/deploying.md, "Decryption keys"). */
export interface KeyStore {
  keys(): Promise<CryptoConfig>;
  forget(): void;
}

const ENCODINGS: readonly KeyEncoding[] = ['utf8', 'hex', 'base64'];

// crypto.ts has the same table; importing it would bring the cipher's code into the start-up bundle.
const KEY_FIELD: Record<KeyKind, KeyField> = {
  profile: 'profileKey',
  withdraw: 'withdrawKey',
  refund: 'refundKey',
};

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
    revealRoles: fallback.revealRoles,
  };
}

/** A value the role may not see cannot then be decrypted in its page. */
export function keysForRole(keys: CryptoConfig, role: unknown, revealRoles: RevealRoles): CryptoConfig {
  const needed = keyKindsFor(role, revealRoles);
  const kept = { ...keys };
  for (const [kind, field] of Object.entries(KEY_FIELD) as [KeyKind, KeyField][])
    if (!needed.has(kind)) kept[field] = '';
  return kept;
}

const withoutKeys = (keys: CryptoConfig): CryptoConfig => keysForRole(keys, undefined, keys.revealRoles);

export function createKeyStore(
  config: AppConfig,
  http: Pick<HttpClient, 'requestUrl'>,
  {
    origin,
    getToken,
    getRole = () => readSession()?.role ?? null,
  }: { origin: string; getToken: () => string | null; getRole?: () => string | null },
): KeyStore {
  const url = keysUrlOf(config, origin);
  const { revealRoles } = config.crypto;
  let fetched: { token: string | null; role: string | null; keys: Promise<CryptoConfig> } | undefined;
  return {
    keys() {
      const role = getRole();
      // A role that may reveal nothing asks for no key: nothing to keep, nothing to send.
      if (keyKindsFor(role, revealRoles).size === 0) return Promise.resolve(withoutKeys(config.crypto));
      if (!url) return Promise.resolve(keysForRole(config.crypto, role, revealRoles));
      const token = getToken();
      if (!fetched || fetched.token !== token || fetched.role !== role) {
        const keys = http
          .requestUrl<unknown>(url, { auth: 'both' })
          .then((answer) => keysForRole(keysFromAnswer(answer, config.crypto), role, revealRoles));
        // A failed fetch is asked for again by the next value shown.
        keys.catch(() => {
          if (fetched?.keys === keys) fetched = undefined;
        });
        fetched = { token, role, keys };
      }
      return fetched.keys;
    },
    forget() {
      fetched = undefined;
    },
  };
}

export const hasAnyKey = (keys: CryptoConfig) => writtenKeys(keys).length > 0;

/** Anyone who loads the page can read them (docs/deploying.md, "Decryption keys"); the diagnostics page warns. */
export const keysExposedInConfig = (config: Pick<AppConfig, 'demo' | 'crypto'>) =>
  !config.demo && hasAnyKey(config.crypto);
