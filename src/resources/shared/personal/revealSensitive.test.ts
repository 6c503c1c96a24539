import { describe, expect, it, vi } from 'vitest';
import { encryptField, type CryptoKeys } from '../../../api/crypto';
import { revealSensitive, type RevealAsk } from './revealSensitive';

/** Keys written here by hand: 16 bytes each, in hex. */
const KEYS: CryptoKeys = {
  profileKey: '000102030405060708090a0b0c0d0e0f',
  withdrawKey: '101112131415161718191a1b1c1d1e1f',
  refundKey: '',
  keyEncoding: 'hex',
  ivEncoding: 'base64',
};
const IV = 'AAECAwQFBgcICQoLDA0ODw==';
const PHONE = '0812345678';
const SEALED = encryptField(PHONE, IV, 'profile', KEYS);

/** A reveal with a key store and a staff log that record when they are asked. */
function ask(overrides: Partial<RevealAsk> = {}) {
  const order: string[] = [];
  const keys = vi.fn(async () => {
    order.push('keys');
    return KEYS;
  });
  const writeLog = vi.fn(async () => {
    order.push('log');
  });
  const request: RevealAsk = { value: SEALED, iv: IV, keyKind: 'profile', plainText: false, keys, writeLog };
  return { order, keys, writeLog, run: () => revealSensitive({ ...request, ...overrides }) };
}

describe('a reveal of personal data', () => {
  it('decrypts ciphertext only once the staff log holds the look', async () => {
    const { order, run } = ask();
    await expect(run()).resolves.toEqual({ status: 'shown', text: PHONE });
    expect(order).toEqual(['keys', 'log']);
  });

  it('decrypts nothing when the entry cannot be written, and says why', async () => {
    const refusal = new Error('log store down');
    const keys = vi.fn(async () => KEYS);
    const { run } = ask({ keys, writeLog: () => Promise.reject(refusal) });
    await expect(run()).resolves.toEqual({ status: 'not-logged', error: refusal });
  });

  it('writes no entry for a value the role holds no key for: nothing could be seen', async () => {
    const { writeLog, run } = ask({ keyKind: 'refund' });
    await expect(run()).resolves.toEqual({ status: 'failed', key: 'refund' });
    expect(writeLog).not.toHaveBeenCalled();
  });

  it('writes no entry when the key store cannot answer', async () => {
    const { writeLog, run } = ask({ keys: () => Promise.reject(new Error('offline')) });
    await expect(run()).resolves.toEqual({ status: 'failed', key: 'profile' });
    expect(writeLog).not.toHaveBeenCalled();
  });

  it('keeps the entry of ciphertext that does not decrypt with the key it names', async () => {
    const { writeLog, run } = ask({ keyKind: 'withdraw' });
    await expect(run()).resolves.toEqual({ status: 'failed', key: 'withdraw' });
    expect(writeLog).toHaveBeenCalledTimes(1);
  });

  it('shows plain text once logged, without asking for a key', async () => {
    const { order, keys, run } = ask({ value: ' 0898765432 ' });
    await expect(run()).resolves.toEqual({ status: 'shown', text: '0898765432' });
    expect(keys).not.toHaveBeenCalled();
    expect(order).toEqual(['log']);
  });

  it('shows a never-encrypted field as sent, even when it looks like ciphertext', async () => {
    const { keys, run } = ask({ plainText: true });
    await expect(run()).resolves.toEqual({ status: 'shown', text: SEALED });
    expect(keys).not.toHaveBeenCalled();
  });
});
