import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/api/httpClient';
import type { RequestOptions } from '../../src/api/http';
import { createSessionResume } from '../../src/api/sessionResume';
import { parseConfig } from '../../src/config/parse';

/**
 * A client against a server whose token `old` has expired (every call with it answers 401) and
 * which accepts `new`; signing in again over the page (the prompt) stores `new`.
 */
function setUp({ prompt = true, signsIn = true } = {}) {
  let token = 'old';
  const sent: { path: string; method: string; authorization: string | null }[] = [];
  const onUnauthorized = vi.fn();
  const resume = createSessionResume();
  const asked = vi.fn(async () => {
    if (signsIn) token = 'new';
    return signsIn;
  });
  if (prompt) resume.offer(asked);
  const http = createHttpClient({
    config: parseConfig({}),
    origin: 'http://127.0.0.1:9',
    getToken: () => token,
    onUnauthorized,
    resume,
    fetch: async (input, init) => {
      const authorization = new Headers(init?.headers).get('Authorization');
      sent.push({ path: String(input).split('/').pop()!, method: init?.method ?? 'GET', authorization });
      const status = authorization === 'Bearer new' ? 200 : 401;
      return new Response(JSON.stringify({ ResponseCode: status, Data: { ok: true } }), { status });
    },
  });
  const call = (path: string, options: RequestOptions = {}) => http.request('product', path, options);
  return { http, call, sent, onUnauthorized, asked, resume };
}

describe('a session that ends on a save (signing in again over the page)', () => {
  it('a write that meets a 401 waits for the sign-in and goes again once, with the new token', async () => {
    const { call, sent, onUnauthorized, asked } = setUp();
    await expect(call('brand', { method: 'PUT', body: { Brandname: 'typed' } })).resolves.toEqual({
      ok: true,
    });
    expect(asked).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sent).toEqual([
      { path: 'brand', method: 'PUT', authorization: 'Bearer old' },
      { path: 'brand', method: 'PUT', authorization: 'Bearer new' },
    ]);
  });

  it('a read with no unsaved work on the page ends the session at once, as before', async () => {
    const { call, sent, onUnauthorized, asked } = setUp();
    await expect(call('list')).rejects.toMatchObject({ status: 401 });
    expect(asked).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
  });

  it('a read while a form holds unsaved changes asks too (the form would be lost)', async () => {
    const { call, onUnauthorized, asked, resume } = setUp();
    const form = {};
    resume.markUnsaved(form, true);
    await expect(call('record')).resolves.toEqual({ ok: true });
    expect(asked).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
    resume.markUnsaved(form, false);
    expect(resume.hasUnsavedWork()).toBe(false);
  });

  it('cancelled or another user: nothing is sent again and the session ends once', async () => {
    const { call, sent, onUnauthorized, asked } = setUp({ signsIn: false });
    await expect(call('brand', { method: 'PUT' })).rejects.toMatchObject({ status: 401 });
    expect(asked).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
  });

  it('calls that meet the end together share one sign-in', async () => {
    const { call, asked, sent } = setUp();
    await Promise.all([
      call('a', { method: 'POST' }),
      call('b', { method: 'PUT' }),
      call('c', { method: 'DELETE' }),
    ]);
    expect(asked).toHaveBeenCalledOnce();
    expect(
      sent
        .filter(({ authorization }) => authorization === 'Bearer new')
        .map(({ path }) => path)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });

  it('a second 401 after signing in again ends the session: never a loop of dialogs', async () => {
    const onUnauthorized = vi.fn();
    const asked = vi.fn(async () => true);
    let sent = 0;
    const refused = createHttpClient({
      config: parseConfig({}),
      origin: 'http://127.0.0.1:9',
      getToken: () => 'any',
      onUnauthorized,
      resume: { canResume: () => true, hasUnsavedWork: () => false, resume: asked },
      fetch: async () => {
        sent += 1;
        return new Response('{}', { status: 401 });
      },
    });
    await expect(refused.request('product', 'x', { method: 'PUT' })).rejects.toMatchObject({ status: 401 });
    expect(asked).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(sent).toBe(2);
  });

  it("a sign-in call's 401 is a wrong password: it neither asks nor ends a session", async () => {
    const { call, onUnauthorized, asked } = setUp();
    await expect(call('auth/Login', { method: 'POST', signIn: true })).rejects.toMatchObject({ status: 401 });
    expect(asked).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('with no dialog on the page (the sign-in screens) a 401 ends the session as before', async () => {
    const { call, onUnauthorized } = setUp({ prompt: false });
    await expect(call('brand', { method: 'PUT' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a held write that met a 401 undoes itself first, then asks instead of ending the session', async () => {
    const { http, onUnauthorized, asked, sent } = setUp();
    await expect(
      http.holdSignOut(async (held) => {
        await held.request('product', 'step', { method: 'POST' }).catch(() => undefined);
        expect(asked).not.toHaveBeenCalled();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce());
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it('settled() waits for the sign-in, so access answers are read from the new session', async () => {
    const resume = createSessionResume();
    let answer!: (value: boolean) => void;
    resume.offer(() => new Promise((resolve) => (answer = resolve)));
    const asking = resume.resume();
    let settled = false;
    void resume.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(true);
    await expect(asking).resolves.toBe(true);
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('isAsking() holds while the sign-in is open, so a restart of the app leaves the question to a load', async () => {
    const resume = createSessionResume();
    let answer!: (value: boolean) => void;
    resume.offer(() => new Promise((resolve) => (answer = resolve)));
    expect(resume.isAsking()).toBe(false);
    const asking = resume.resume();
    expect(resume.isAsking()).toBe(true);
    answer(true);
    await expect(asking).resolves.toBe(true);
    expect(resume.isAsking()).toBe(false);
  });
});
