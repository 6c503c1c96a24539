import { describe, expect, it, vi } from 'vitest';
import { createAskSlot } from '../../src/api/askSlot';
import { createHttpClient } from '../../src/api/httpClient';
import { readPasswordCheckedAt, saveSession } from '../../src/api/session';
import { createSudo, isSudoCall, parseSudoCall, passwordStillStands } from '../../src/api/sudo';
import { parseConfig } from '../../src/config/parse';

const WITHDRAW = [parseSudoCall('PUT Transaction/withdraw'), parseSudoCall('* auth/UpdateUser')];
const MINUTE = 60_000;

describe('sudo mode: which calls ask for the password again', () => {
  it('a declared write asks; a read of the same path, or another write, does not', () => {
    expect(parseSudoCall(' put  Transaction/withdraw ')).toEqual({
      method: 'PUT',
      path: 'Transaction/withdraw',
    });
    expect(isSudoCall(WITHDRAW, 'PUT', 'https://api.example/finance/Transaction/withdraw')).toBe(true);
    expect(isSudoCall(WITHDRAW, 'GET', 'https://api.example/finance/Transaction/withdraw')).toBe(false);
    expect(isSudoCall(WITHDRAW, undefined, 'https://api.example/finance/Transaction/withdraw')).toBe(false);
    expect(isSudoCall(WITHDRAW, 'POST', 'https://api.example/finance/Transaction/withdraw')).toBe(false);
    expect(isSudoCall(WITHDRAW, 'PUT', 'https://api.example/product/Brand/SystemBrand')).toBe(false);
    // "*": any write to the path.
    expect(isSudoCall(WITHDRAW, 'POST', 'https://bo.example/kk-bo-api/auth/UpdateUser')).toBe(true);
    expect(isSudoCall(WITHDRAW, 'DELETE', '/kk-bo-api/auth/UpdateUser?id=3')).toBe(true);
  });

  it('a password given within the configured minutes stands; 0 minutes never; a future time never', () => {
    const given = 1_000_000;
    expect(passwordStillStands(given, given + 14 * MINUTE, 15)).toBe(true);
    expect(passwordStillStands(given, given + 15 * MINUTE, 15)).toBe(false);
    expect(passwordStillStands(given, given + 1, 0)).toBe(false);
    expect(passwordStillStands(undefined, given, 15)).toBe(false);
    expect(passwordStillStands(given + MINUTE, given, 15)).toBe(false);
  });

  it('a sign-in counts as the password given, kept beside the session', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as unknown as Storage;
    const before = Date.now();
    saveSession({ token: 't', username: 'finance', role: 'finance', id: '2' }, {}, fake);
    expect(readPasswordCheckedAt(fake)).toBeGreaterThanOrEqual(before);
  });
});

describe('sudo mode in the HTTP client', () => {
  function setUp(checkedAt: number | undefined, answers: boolean) {
    const prompt = createAskSlot();
    const asked = vi.fn(async () => answers);
    prompt.offer(asked);
    const sent: string[] = [];
    const http = createHttpClient({
      config: parseConfig({}),
      origin: 'http://127.0.0.1:9',
      getToken: () => 'tok',
      onUnauthorized: vi.fn(),
      sudo: createSudo(WITHDRAW, 15, prompt, () => checkedAt),
      fetch: async (input, init) => {
        sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname.split('/').pop()}`);
        return new Response(JSON.stringify({ ResponseCode: 200, Data: {} }), { status: 200 });
      },
    });
    return { http, asked, sent };
  }

  it('with the password given a minute ago, the decision goes at once', async () => {
    const { http, asked, sent } = setUp(Date.now() - MINUTE, false);
    await http.request('finance', 'Transaction/withdraw', { method: 'PUT' });
    expect(asked).not.toHaveBeenCalled();
    expect(sent).toEqual(['PUT withdraw']);
  });

  it('with an old password check, it asks first and then sends, nothing retyped', async () => {
    const { http, asked, sent } = setUp(Date.now() - 20 * MINUTE, true);
    await http.request('finance', 'Transaction/withdraw', { method: 'PUT' });
    expect(asked).toHaveBeenCalledOnce();
    expect(sent).toEqual(['PUT withdraw']);
  });

  it('cancelled or a wrong password: nothing is sent, and the screen hears why', async () => {
    const { http, sent } = setUp(undefined, false);
    await expect(http.request('finance', 'Transaction/withdraw', { method: 'PUT' })).rejects.toMatchObject({
      message: 'app.error.not_confirmed',
    });
    expect(sent).toEqual([]);
  });

  it('other calls never ask; two decisions at once share one question', async () => {
    const { http, asked, sent } = setUp(undefined, true);
    await http.request('finance', 'Transaction/withdraw');
    await http.request('product', 'Brand/SystemBrand', { method: 'PUT' });
    expect(asked).not.toHaveBeenCalled();
    await Promise.all([
      http.request('finance', 'Transaction/withdraw', { method: 'PUT' }),
      http.request('finance', 'Transaction/withdraw', { method: 'PUT' }),
    ]);
    expect(asked).toHaveBeenCalledOnce();
    expect(sent.filter((call) => call === 'PUT withdraw')).toHaveLength(2);
  });

  it('with no dialog on the page, a declared call is refused, never sent unasked', async () => {
    const sudo = createSudo(WITHDRAW, 15, createAskSlot(), () => undefined);
    await expect(sudo.confirm()).resolves.toBe(false);
  });
});
