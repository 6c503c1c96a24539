import { cbc } from '@noble/ciphers/aes.js';
import { bytesToHex, hexToBytes } from '@noble/ciphers/utils.js';
import type { CryptoConfig, KeyEncoding } from '../config/config';

/**
 * The one place personal data is decrypted (docs/requirements.md, "Personal data"), and the demo's seeds
 * encrypted, so both use one scheme: AES-CBC, PKCS#7, base64.
 */

export type KeyKind = 'profile' | 'withdraw' | 'refund';

export type CryptoKeys = Omit<CryptoConfig, 'keysUrl' | 'revealRoles'>;

export type DecryptFailure = 'no-key' | 'bad-key' | 'bad-iv' | 'bad-ciphertext' | 'bad-padding' | 'bad-text';

/** Its message names the fault only: errors reach consoles and bug reports, where no key or value may appear. */
export class DecryptError extends Error {
  constructor(
    public readonly reason: DecryptFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DecryptError';
  }
}

const WITHDRAW_TYPES = new Set(['WD', 'WDA']);
const REFUND_TYPES = new Set(['CANCEL', 'REFUND']);

/** A transaction's key follows its type; every other record uses the profile key (docs/requirements.md, "Personal data"). */
export function keyKindOfTransactionType(code: string | undefined): KeyKind {
  // Loosely: a stray space or case change would pick the profile key and make the row unreadable.
  const normalized = code?.trim().toUpperCase() ?? '';
  if (WITHDRAW_TYPES.has(normalized)) return 'withdraw';
  if (REFUND_TYPES.has(normalized)) return 'refund';
  return 'profile';
}

const KEY_FIELD: Record<KeyKind, 'profileKey' | 'withdrawKey' | 'refundKey'> = {
  profile: 'profileKey',
  withdraw: 'withdrawKey',
  refund: 'refundKey',
};

export const holdsKey = (keys: CryptoKeys, kind: KeyKind): boolean => !!keys[KEY_FIELD[kind]];

const AES_KEY_LENGTHS = [16, 24, 32];
const BLOCK = 16;

// Strict: atob() and hexToBytes() forgive inconsistently, and a half-decoded value must not decrypt into garbage.
const HEX = /^(?:[0-9a-fA-F]{2})*$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function encodeBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function decodeText(text: string, encoding: KeyEncoding): Uint8Array | undefined {
  switch (encoding) {
    case 'utf8':
      return new TextEncoder().encode(text);
    case 'hex':
      return HEX.test(text) ? hexToBytes(text) : undefined;
    case 'base64':
      return decodeBase64(text);
    default:
      // config.json is checked by parseConfig, but keys fetched from `crypto.keysUrl` may not be.
      return undefined;
  }
}

function keyBytes(kind: KeyKind, keys: CryptoKeys): Uint8Array {
  const text = keys[KEY_FIELD[kind]];
  if (!text) throw new DecryptError('no-key', `no ${kind} key is configured`);
  const bytes = decodeText(text, keys.keyEncoding);
  if (!bytes) throw new DecryptError('bad-key', `the ${kind} key is not valid ${keys.keyEncoding}`);
  if (!AES_KEY_LENGTHS.includes(bytes.length)) {
    throw new DecryptError(
      'bad-key',
      `the ${kind} key must be 16, 24 or 32 bytes once decoded, not ${bytes.length}`,
    );
  }
  return bytes;
}

function ivBytes(iv: string, keys: CryptoKeys): Uint8Array {
  const bytes = decodeText(iv, keys.ivEncoding);
  if (!bytes) throw new DecryptError('bad-iv', `the IV is not valid ${keys.ivEncoding}`);
  if (bytes.length !== BLOCK) {
    throw new DecryptError('bad-iv', `the IV must be ${BLOCK} bytes once decoded, not ${bytes.length}`);
  }
  return bytes;
}

export function encryptField(plain: string, iv: string, kind: KeyKind, keys: CryptoKeys): string {
  const cipher = cbc(keyBytes(kind, keys), ivBytes(iv, keys));
  return encodeBase64(cipher.encrypt(new TextEncoder().encode(plain)));
}

export function decryptField(cipherBase64: string, iv: string, kind: KeyKind, keys: CryptoKeys): string {
  const key = keyBytes(kind, keys);
  const vector = ivBytes(iv, keys);
  const data = decodeBase64(cipherBase64);
  if (!data) throw new DecryptError('bad-ciphertext', `the ${kind} value is not valid base64`);
  if (data.length === 0 || data.length % BLOCK !== 0) {
    throw new DecryptError('bad-ciphertext', `the ${kind} value is not a whole number of AES blocks`);
  }
  let plain: Uint8Array;
  try {
    plain = cbc(key, vector).decrypt(data);
  } catch {
    throw new DecryptError('bad-padding', `the ${kind} value has wrong padding: key or IV does not match`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    // A wrong key passes the padding check about once in 256 tries; invalid UTF-8 catches most of those.
    throw new DecryptError('bad-text', `the ${kind} value is not UTF-8 text: key or IV does not match`);
  }
}

const IV_TEXT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Murmur3's finaliser: a bijection on 32-bit words, so distinct seeds never share an IV's first word. */
function mix32(word: number): number {
  let h = word >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Demo records only, the same on every machine: a real IV must not be predictable. */
export function makeIv(seed: number, encoding: KeyEncoding = 'base64'): string {
  const bytes = new Uint8Array(BLOCK);
  const view = new DataView(bytes.buffer);
  for (let word = 0; word < BLOCK / 4; word += 1) {
    view.setUint32(word * 4, mix32((seed >>> 0) + Math.imul(word, 0x9e3779b9)));
  }
  if (encoding === 'hex') return bytesToHex(bytes);
  if (encoding === 'utf8') return Array.from(bytes, (byte) => IV_TEXT_ALPHABET[byte & 63]).join('');
  return encodeBase64(bytes);
}

/** Strict base64 of whole AES blocks: a value sent as plain text is shown, not "cannot decrypt" (docs/api.md, "Encrypted fields"). */
export function isCiphertext(value: string): boolean {
  if (value === '' || !BASE64.test(value)) return false;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  const bytes = (value.length / 4) * 3 - padding;
  return bytes > 0 && bytes % BLOCK === 0;
}

export type SensitiveValue =
  { status: 'empty' } | { status: 'plain'; text: string } | { status: 'cipher'; cipher: string };

/** Surrounding spaces are a transport accident, not part of the value. */
export function sensitiveValueOf(value: unknown): SensitiveValue {
  if (value === null || value === undefined) return { status: 'empty' };
  if (typeof value !== 'string' && typeof value !== 'number') return { status: 'empty' };
  const text = String(value).trim();
  if (text === '') return { status: 'empty' };
  return isCiphertext(text) ? { status: 'cipher', cipher: text } : { status: 'plain', text };
}

export type SensitiveReading =
  | { status: 'empty' }
  | { status: 'plain'; text: string }
  | { status: 'decrypted'; text: string }
  | { status: 'failed'; key: KeyKind; reason: DecryptFailure };

/** A failure names the key, so an operator knows which to check, and never the value. */
export function readSensitive(
  value: unknown,
  iv: unknown,
  kind: KeyKind,
  keys: CryptoKeys,
): SensitiveReading {
  const sorted = sensitiveValueOf(value);
  if (sorted.status !== 'cipher') return sorted;
  try {
    const vector = typeof iv === 'string' ? iv.trim() : '';
    return { status: 'decrypted', text: decryptField(sorted.cipher, vector, kind, keys) };
  } catch (error) {
    const reason = error instanceof DecryptError ? error.reason : 'bad-ciphertext';
    return { status: 'failed', key: kind, reason };
  }
}
