import type { CryptoKeys } from '../../api/crypto';

/**
 * The demo's keys for the encrypted personal and bank fields: the seed encrypts with
 * them, so that revealing a phone or an e-mail in the demo shows the real value. Demo data only.
 */
export const DEMO_CRYPTO_KEYS: CryptoKeys = {
  profileKey: 'demo-profile-key-0123456789abcde',
  withdrawKey: 'demo-withdraw-key-0123456789abcd',
  refundKey: 'demo-refund-key-0123456789abcdef',
  keyEncoding: 'utf8',
  ivEncoding: 'base64',
};
