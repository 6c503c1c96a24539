import { describe, expect, it } from 'vitest';
import { createKeyStore, keysExposedInConfig, keysForRole, keysFromAnswer } from '../../src/api/cryptoKeys';
import { keysUrlOf } from '../../src/config/urls';
import { parseConfig } from '../../src/config/parse';
import type { AppConfig } from '../../src/config/config';
import { mayDecrypt, mayReveal } from '../../src/registry/reveal';

// Keys written in config.json are the demo's only (with the demo off they stop the app).
const withKeysUrl = (keysUrl: string, apiUrl = '') =>
  parseConfig({ demo: true, apiUrl, crypto: { keysUrl, profileKey: 'from-config', keyEncoding: 'hex' } });

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
  function store(
    keysUrl: string,
    answers: (() => Promise<unknown>)[],
    config: AppConfig = withKeysUrl(keysUrl),
  ) {
    const calls: { url: string; auth: string }[] = [];
    let token: string | null = 'token-1';
    let role: string | null = 'admin';
    const keyStore = createKeyStore(
      config,
      {
        requestUrl: <T>(url: string, options: { auth: string }) => {
          calls.push({ url, auth: options.auth });
          return answers[calls.length - 1]() as Promise<T>;
        },
      },
      { origin: 'http://app', getToken: () => token, getRole: () => role },
    );
    return {
      keyStore,
      calls,
      signInAs: (next: string | null) => (token = next),
      asRole: (next: string | null) => (role = next),
    };
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

  it("keeps only the keys of the signed-in role's reveal rights: none, and no request, for a role that may reveal nothing", async () => {
    const all = async () => ({ profileKey: 'p', withdrawKey: 'w', refundKey: 'r' });
    const { keyStore, calls, asRole } = store('/auth/CryptoKeys', [all, all]);
    asRole('marketing');
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: '', withdrawKey: '', refundKey: '' });
    expect(calls).toEqual([]);
    // Contacts only: the partners' profile key, not the transactions' money keys.
    asRole('sales');
    await expect(keyStore.keys()).resolves.toMatchObject({
      profileKey: 'p',
      withdrawKey: '',
      refundKey: '',
    });
    expect(calls).toHaveLength(1);
    // Another role on the same token (a session changed in another tab) is asked for again.
    asRole('finance');
    await expect(keyStore.keys()).resolves.toMatchObject({
      profileKey: 'p',
      withdrawKey: 'w',
      refundKey: 'r',
    });
    expect(calls).toHaveLength(2);
    asRole(null);
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: '', withdrawKey: '', refundKey: '' });
  });

  it("follows config.json's crypto.revealRoles, not the demo's role names", async () => {
    const config = parseConfig({
      demo: false,
      crypto: { keysUrl: '/auth/CryptoKeys', revealRoles: { contact: ['cs'], bank: [] } },
    });
    const answer = async () => ({ profileKey: 'p', withdrawKey: 'w', refundKey: 'r' });
    const { keyStore, calls, asRole } = store('/auth/CryptoKeys', [answer], config);
    asRole('admin');
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: '', withdrawKey: '', refundKey: '' });
    expect(calls).toEqual([]);
    asRole('cs');
    await expect(keyStore.keys()).resolves.toMatchObject({
      profileKey: 'p',
      withdrawKey: '',
      refundKey: '',
    });
  });

  it("gives the demo's config.json keys only to a role that may reveal something", async () => {
    const { keyStore, asRole } = store('', []);
    asRole('support');
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: 'from-config' });
    asRole('warehouse');
    await expect(keyStore.keys()).resolves.toMatchObject({ profileKey: '' });
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
        revealRoles: fallback.revealRoles,
      },
    );
    expect(keysFromAnswer(null, fallback)).toMatchObject({ profileKey: '', keyEncoding: 'hex' });
  });
});

describe('reveal rights', () => {
  const rights = parseConfig({
    crypto: { revealRoles: { contact: ['salesrep', 'cs'], bank: ['accountant'] } },
  }).crypto.revealRoles;

  it("are config.json's role lists, a role in none of them revealing nothing", () => {
    expect(mayReveal('salesrep', 'contact', rights)).toBe(true);
    expect(mayReveal('salesrep', 'bank', rights)).toBe(false);
    expect(mayReveal('accountant', 'bank', rights)).toBe(true);
    expect(mayReveal('admin', 'contact', rights)).toBe(false);
    expect(mayReveal(undefined, 'contact', rights)).toBe(false);
  });

  it("default to the demo's roles", () => {
    expect(mayReveal('sales', 'contact')).toBe(true);
    expect(mayReveal('sales', 'bank')).toBe(false);
    expect(mayReveal('finance', 'bank')).toBe(true);
  });

  it("keep only the keys a role's rights need, and empty every key of one that may reveal nothing", () => {
    const keys = { ...parseConfig({}).crypto, profileKey: 'p', withdrawKey: 'w', refundKey: 'r' };
    // Bank data: the partners' accounts (profile key) and the transactions' (their types' keys).
    expect(keysForRole(keys, 'accountant', rights)).toEqual(keys);
    // Contacts only: the partners' phones and e-mails; no money key.
    expect(keysForRole(keys, 'cs', rights)).toEqual({ ...keys, withdrawKey: '', refundKey: '' });
    expect(keysForRole(keys, 'superadmin', rights)).toEqual({
      ...keys,
      profileKey: '',
      withdrawKey: '',
      refundKey: '',
    });
  });
});

describe('a reveal of an encrypted value', () => {
  const rights = parseConfig({
    crypto: { revealRoles: { contact: ['cs', 'lead'], bank: ['accountant', 'lead'] } },
  }).crypto.revealRoles;

  it("needs the value's right and the key that right keeps", () => {
    expect(mayDecrypt('cs', 'contact', 'profile', rights)).toBe(true);
    // A transaction's contact is under its type's key, which the contact right does not keep.
    expect(mayDecrypt('cs', 'contact', 'withdraw', rights)).toBe(false);
    expect(mayDecrypt('accountant', 'contact', 'withdraw', rights)).toBe(false);
    expect(mayDecrypt('lead', 'contact', 'withdraw', rights)).toBe(true);
    expect(mayDecrypt('accountant', 'bank', 'refund', rights)).toBe(true);
    expect(mayDecrypt('cs', 'bank', 'profile', rights)).toBe(false);
    expect(mayDecrypt(undefined, 'contact', 'profile', rights)).toBe(false);
  });
});

describe('keys written in config.json', () => {
  it('are exposed with the real services on, not in the demo nor when none is written', () => {
    const live = { ...parseConfig({ demo: true, crypto: { profileKey: 'a-key-of-sixteen' } }), demo: false };
    expect(keysExposedInConfig(live)).toBe(true);
    expect(keysExposedInConfig({ ...live, demo: true })).toBe(false);
    expect(keysExposedInConfig(parseConfig({ demo: false, crypto: { keysUrl: '/auth/CryptoKeys' } }))).toBe(
      false,
    );
  });
});
