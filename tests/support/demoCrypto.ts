import { createDecipheriv } from 'node:crypto';
import { DEMO_CRYPTO_KEYS } from '../../src/demo/kit/cryptoKeys';

/**
 * A demo field decrypted with Node's own AES (the demo's profile key, AES-256-CBC, base64), apart
 * from the app's crypto module: what a test expects to see once a value is revealed.
 */
export function decryptDemoProfile(cipher: string, iv: string): string {
  const decipher = createDecipheriv(
    'aes-256-cbc',
    Buffer.from(DEMO_CRYPTO_KEYS.profileKey, 'utf8'),
    Buffer.from(iv, 'base64'),
  );
  return Buffer.concat([decipher.update(Buffer.from(cipher, 'base64')), decipher.final()]).toString('utf8');
}
