import { describe, expect, it } from 'vitest';
import { createKeyStore, keysExposedInConfig, keysFromAnswer } from '../../src/api/cryptoKeys';
import { keysUrlOf, parseConfig } from '../../src/config/config';

const withKeysUrl = (keysUrl: string, apiUrl = '') =>
  parseConfig({ apiUrl, crypto: { keysUrl, profileKey: 'from-config', keyEncoding: 'hex' } });

describe('crypto.keysUrl', () => {
  it('is joined to apiUrl (or the page) when a path, kept when absolute, and absent when empty', () => {
    expect(keysUrlOf(withKeysUrl('/auth/CryptoKeys', 'https://api.example.com'), 'http://app')).toBe(
      'https://api.example.com/auth/CryptoKeys',
    );
    expect(keysUrlOf(withKeysUrl('/auth/CryptoKeys'), 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/auth/CryptoKeys',
    );
    expect(keysUrlOf(withKeysUrl('https://keys.example.com/k'), 'http://app')).toBe(
      'https://keys.example.com/k',
    );
    expect(keysUrlOf(withKeysUrl(''), 'http://app')).toBeUndefined();
  });
});

describe('the key store', () => {
  function store(keysUrl: string, answers: (() => Promise<unknown>)[]) {
    const calls: { url: string; auth: string }[] = [];
    let token: string | null = 'token-1';
    const keyStore = createKeyStore(
      withKeysUrl(keysUrl),
      {
        requestUrl: <T>(url: string, options: { auth: string }) => {
          calls.push({ url, auth: options.auth });
          return answers[calls.length - 1]() as Promise<T>;
        },
      },
      { origin: 'http://app', getToken: () => token },
    );
    return { keyStore, calls, signInAs: (next: string | null) => (token = next) };
  }

  it("gives config.json's keys when no keysUrl is set, without a request", async () => {
    const { keyStore, calls } = store('', []);
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: 'from-config', keyEncoding: 'hex' });
    expect(calls).toEqual([]);
  });

  it("fetches keysUrl once with the user's token and the API key, again for another session or after sign-out", async () => {
    const answer = async () => ({ profileKey: 'p', withdrawKey: 'w', refundKey: 'r' });
    const { keyStore, calls, signInAs } = store('/auth/CryptoKeys', [answer, answer, answer]);
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: 'p', keyEncoding: 'hex' });
    await keyStore.keys();
    expect(calls).toEqual([{ url: 'http://app/auth/CryptoKeys', auth: 'both' }]);
    signInAs('token-2');
    await keyStore.keys();
    expect(calls).toHaveLength(2);
    keyStore.forget();
    await keyStore.keys();
    expect(calls).toHaveLength(3);
  });

  it('asks again after a failed fetch', async () => {
    const { keyStore, calls } = store('/auth/CryptoKeys', [
      async () => {
        throw new Error('offline');
      },
      async () => ({ profileKey: 'p' }),
    ]);
    await expect(keyStore.keys()).rejects.toThrow('offline');
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: 'p' });
    expect(calls).toHaveLength(2);
  });

  it("takes the answer's own encodings, and config.json's when it names none or an unknown one", () => {
    const fallback = withKeysUrl('/k').crypto;
    expect(keysFromAnswer({ profileKey: 'p', keyEncoding: 'base64', ivEncoding: 'rot13' }, fallback)).toEqual(
      {
        keysUrl: '/k',
        profileKey: 'p',
        withdrawKey: '',
        refundKey: '',
        keyEncoding: 'base64',
        ivEncoding: 'base64',
      },
    );
    expect(keysFromAnswer(null, fallback)).toMatchObject({ profileKey: '', keyEncoding: 'hex' });
  });
});

describe('keys written in config.json', () => {
  it('are exposed with the real services on, not in the demo nor when none is written', () => {
    const live = parseConfig({ demo: false, crypto: { profileKey: 'a-key-of-sixteen' } });
    expect(keysExposedInConfig(live)).toBe(true);
    expect(keysExposedInConfig({ ...live, demo: true })).toBe(false);
    expect(keysExposedInConfig(parseConfig({ demo: false, crypto: { keysUrl: '/auth/CryptoKeys' } }))).toBe(
      false,
    );
  });
});
