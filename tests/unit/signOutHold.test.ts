import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/api/httpClient';
import { parseConfig } from '../../src/config/parse';

/** A client whose session ends by clearing `token`, as the app's does (storage cleared). */
function client(statusOf: (url: string) => number) {
  let token: string | null = 'tok';
  const sent: { url: string; authorization: string | null }[] = [];
  const onUnauthorized = vi.fn(() => {
    token = null;
  });
  const http = createHttpClient({
    config: parseConfig({}),
    origin: 'http://127.0.0.1:9',
    getToken: () => token,
    onUnauthorized,
    fetch: async (input, init) => {
      const url = String(input);
      sent.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      return new Response(JSON.stringify({ ResponseCode: statusOf(url), Data: null }), {
        status: statusOf(url),
      });
    },
  });
  const endSessionElsewhere = () => {
    token = null;
  };
  return { http, sent, onUnauthorized, endSessionElsewhere };
}

describe('holdSignOut (a write that must undo itself before the session ends)', () => {
  it('ends the session only after the held write has run its undoing, which still carries the token', async () => {
    const { http, sent, onUnauthorized } = client((url) => (url.endsWith('/step') ? 401 : 200));
    const result = await http.holdSignOut(async (held) => {
      await held.request('product', 'step', { method: 'POST' }).catch(() => undefined);
      expect(onUnauthorized).not.toHaveBeenCalled();
      await held.request('product', 'undo', { method: 'DELETE' });
      return 'undone';
    });
    expect(result).toBe('undone');
    expect(sent.map(({ url, authorization }) => [url.split('/').pop(), authorization])).toEqual([
      ['step', 'Bearer tok'],
      ['undo', 'Bearer tok'],
    ]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ends the session once, after the last of overlapping holds, even when a hold fails', async () => {
    const { http, onUnauthorized } = client(() => 401);
    let releaseFirst!: () => void;
    const first = http.holdSignOut(async (held) => {
      await held.request('product', 'a').catch(() => undefined);
      await new Promise<void>((resolve) => (releaseFirst = resolve));
    });
    const second = http.holdSignOut((held) => held.request('product', 'b'));
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    releaseFirst();
    await first;
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("a held write's calls carry the token it began with, even once the session ended another way", async () => {
    const { http, sent, endSessionElsewhere } = client(() => 200);
    await http.holdSignOut(async (held) => {
      await held.request('product', 'made');
      endSessionElsewhere();
      await held.request('product', 'undo', { method: 'DELETE' });
      await http.request('product', 'other');
    });
    expect(sent.map(({ url, authorization }) => [url.split('/').pop(), authorization])).toEqual([
      ['made', 'Bearer tok'],
      ['undo', 'Bearer tok'],
      // a call outside the held write is signed out as the session is
      ['other', null],
    ]);
  });

  it('without a hold, a 401 ends the session at once, and a hold with no 401 ends nothing', async () => {
    const { http, onUnauthorized } = client((url) => (url.endsWith('/expired') ? 401 : 200));
    await http.holdSignOut(() => http.request('product', 'fine'));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(http.request('product', 'expired')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
