import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * How the contract's services encrypt personal data: AES-CBC with PKCS#7 padding, the ciphertext
 * and the IV in base64, the key as UTF-8 text (the scheme docs/api.md and config.json's `crypto`
 * section describe). Written with node:crypto so it shares no code with the app's decryption.
 */
export interface ContractKeys {
  profileKey: string;
  withdrawKey: string;
  refundKey: string;
}

/** 32 characters each: AES-256 keys as UTF-8 text. */
export const CONTRACT_KEYS: ContractKeys = {
  profileKey: 'contract-profile-key-2024-abcdef',
  withdrawKey: 'contract-withdraw-key-2024-ghijk',
  refundKey: 'contract-refund-key-2024-lmnopqr',
};

for (const [name, key] of Object.entries(CONTRACT_KEYS)) {
  if (Buffer.byteLength(key, 'utf8') !== 32) throw new Error(`${name} must be 32 bytes, not ${key.length}`);
}

/** A fixed IV per record (the fixtures are the same on every run): 16 bytes from a hash of the seed, base64. */
export function ivFor(seed: string): string {
  return createHash('sha256').update(`iv:${seed}`).digest().subarray(0, 16).toString('base64');
}

export function encrypt(plain: string, ivBase64: string, key: string): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'utf8'), Buffer.from(ivBase64, 'base64'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** For the fixtures' own check (and a test that wants to read what the service sent). */
export function decrypt(cipherBase64: string, ivBase64: string, key: string): string {
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(key, 'utf8'), Buffer.from(ivBase64, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
