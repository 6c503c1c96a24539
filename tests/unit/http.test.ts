import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { buildQueryString, createHttpClient } from '../../src/api/httpClient';
import { HTTP_ERROR_KEYS, isSessionReplaced } from '../../src/api/http';
import { parseConfig } from '../../src/config/parse';
import type { AppConfig } from '../../src/config/config';

const config = parseConfig({ apiKey: 'secret-key', apiKeyHeader: 'x-api-key' });

function client(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  timeoutMs = 1000,
  clientConfig: AppConfig = config,
  getToken: () => string | null = () => 'tok',
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const onServerError = vi.fn();
  const http = createHttpClient({
    config: clientConfig,
    origin: 'http://127.0.0.1:9',
    getToken,
    onUnauthorized,
    onServerError,
    timeoutMs,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init! });
      return respond(String(input), init!);
    },
  });
  return { http, calls, onUnauthorized, onServerError };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  it('sends the Bearer token to the product service and the API key to the back-office', async () => {
    const { http, calls } = client(() => json({ ResponseCode: 200, Data: { ok: 1 } }));
    await expect(
      http.request('product', 'Brand/GetAllBrands', { query: { page: 1, BrandName: '' } }),
    ).resolves.toEqual({ ok: 1 });
    await http.request('backoffice', 'api/Mainmenu');
    const [product, backoffice] = calls;
    expect(product.url).toBe('http://127.0.0.1:9/product/api/v1/Brand/GetAllBrands?page=1');
    expect(new Headers(product.init.headers).get('Authorization')).toBe('Bearer tok');
    expect(new Headers(product.init.headers).get('x-api-key')).toBeNull();
    expect(backoffice.url).toBe('http://127.0.0.1:9/api/Mainmenu');
    expect(new Headers(backoffice.init.headers).get('x-api-key')).toBe('secret-key');
    expect(new Headers(backoffice.init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('asks every call past the browser cache: answers holding personal data are never stored', async () => {
    const { http, calls } = client(() => json({ ResponseCode: 200, Data: null }));
    await http.request('backoffice', 'auth/Stafflog');
    await http.request('supplier', 'BackOfficeSupplier/BackOfficeSuppliers', { method: 'POST', body: {} });
    // The decryption keys' own address too.
    await http.requestUrl('http://127.0.0.1:9/keys', { auth: 'both' });
    expect(calls.map((call) => call.init.cache)).toEqual(['no-store', 'no-store', 'no-store']);
  });

  it('sends JSON bodies with their content type', async () => {
    const { http, calls } = client(() => json({ ResponseCode: 200, Data: null }));
    await http.request('backoffice', 'auth/Login', {
      method: 'POST',
      body: { username: 'a', password: 'b' },
    });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"username":"a","password":"b"}');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/json');
  });

  it("turns an error answer into an HttpError carrying the server's Message, and announces it", async () => {
    const { http, onServerError, onUnauthorized } = client(() =>
      json({ ResponseCode: 409, Message: 'Brand exists' }, 409),
    );
    const error = (await http
      .request('product', 'Brand/SystemBrand', { method: 'POST' })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Brand exists');
    expect(error.status).toBe(409);
    expect(onServerError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a failing ResponseCode inside a 200 answer as an error', async () => {
    // A 5xx code's text is the server's fault, not shown (tests/unit/serverFaults.test.tsx).
    const { http } = client(() => json({ ResponseCode: 422, Message: 'Name is required', Data: null }));
    await expect(http.request('product', 'x')).rejects.toMatchObject({
      message: 'Name is required',
      status: 422,
    });
  });

  it('ends the session on a 401', async () => {
    const { http, onUnauthorized, onServerError } = client(() => json({ Message: 'expired' }, 401));
    await expect(http.request('product', 'x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('keeps a session signed in while a call of the one before was out: its 401 is not that session’s end', async () => {
    let stored: string | null = 'first-session';
    const { http, onUnauthorized, calls } = client(
      () => {
        // Another tab signs in (perhaps as someone else) before the old token's refusal comes back.
        stored = 'second-session';
        return json({ Message: 'expired' }, 401);
      },
      1000,
      config,
      () => stored,
    );
    const error = await http.request('product', 'x').catch((e: unknown) => e);
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer first-session');
    expect(isSessionReplaced(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, message: 'app.error.session_replaced' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('reports a body that is not JSON, a dead network and a timeout with translated keys', async () => {
    const malformed = client(() => new Response('<html>', { status: 200 }));
    await expect(malformed.http.request('product', 'x')).rejects.toMatchObject({
      message: HTTP_ERROR_KEYS.malformed,
    });
    const down = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.http.request('product', 'x')).rejects.toMatchObject({
      message: HTTP_ERROR_KEYS.network,
      status: 0,
    });
    const slow = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      20,
    );
    await expect(slow.http.request('product', 'x')).rejects.toMatchObject({
      message: HTTP_ERROR_KEYS.timeout,
    });
  });

  it('sends nothing once a reading is cancelled, and a cancel in flight rejects as a cancel, not as a failure', async () => {
    const { http, calls, onServerError } = client(() => json({ ResponseCode: 200, Data: null }));
    const before = new AbortController();
    before.abort();
    await expect(http.request('finance', 'x', { signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(0);
    const waiting = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const during = new AbortController();
    const request = waiting.http.request('finance', 'x', { signal: during.signal });
    during.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(onServerError).not.toHaveBeenCalled();
  });

  describe("the development host (services written dev:/path/) and the user's token", () => {
    const withDevHost = (extra: Record<string, unknown> = {}) =>
      parseConfig({
        apiUrl: 'https://api.example.co.th',
        devApiUrl: 'https://dev-api.example.co.th',
        apiKey: 'secret-key',
        services: { order: 'dev:/order/api/v1/', backoffice: 'dev:/' },
        ...extra,
      });
    const headersOf = (call: { init: RequestInit }) => new Headers(call.init.headers);
    const ok = () => json({ ResponseCode: 200, Data: null });

    it('sends no token to the development host, keeping the API key, and the token to the main host', async () => {
      const { http, calls } = client(ok, 1000, withDevHost());
      await http.request('order', 'Order/Orders');
      await http.request('backoffice', 'api/Mainmenu');
      await http.request('product', 'Brand/GetAllBrands');
      // An absolute URL on the development host (ra-data-simple-rest hands those over) is the same.
      await http.requestUrl('https://dev-api.example.co.th/api/Storesurvey/3', { auth: 'both' });
      const [order, backoffice, product, rest] = calls;
      expect(order.url).toBe('https://dev-api.example.co.th/order/api/v1/Order/Orders');
      expect(headersOf(order).get('Authorization')).toBeNull();
      expect(headersOf(backoffice).get('Authorization')).toBeNull();
      expect(headersOf(backoffice).get('x-api-key')).toBe('secret-key');
      expect(headersOf(rest).get('Authorization')).toBeNull();
      expect(headersOf(rest).get('x-api-key')).toBe('secret-key');
      expect(product.url).toBe('https://api.example.co.th/product/api/v1/Brand/GetAllBrands');
      expect(headersOf(product).get('Authorization')).toBe('Bearer tok');
    });

    it('sends it when config.json allows it (devHostGetsToken)', async () => {
      const { http, calls } = client(ok, 1000, withDevHost({ devHostGetsToken: true }));
      await http.request('order', 'Order/Orders');
      expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer tok');
    });

    it('sends it to a dev: service without a development host of its own (joined to the main host)', async () => {
      const { http, calls } = client(ok, 1000, parseConfig({ services: { order: 'dev:/order/api/v1/' } }));
      await http.request('order', 'Order/Orders');
      expect(calls[0].url).toBe('http://127.0.0.1:9/order/api/v1/Order/Orders');
      expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer tok');
    });

    it("takes the development host's 401 to a call without the token as a refusal, not the session's end", async () => {
      const { http, onUnauthorized, onServerError } = client(
        () => json({ ResponseCode: 401, Message: 'Unauthorized', Data: null }, 401),
        1000,
        withDevHost(),
      );
      const error = (await http.request('order', 'Order/Orders').catch((e: unknown) => e)) as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(403);
      expect(error.message).toBe('Unauthorized');
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(onServerError).toHaveBeenCalledWith(error);
    });
  });

  it('builds query strings without empty values', () => {
    expect(buildQueryString({ a: 1, b: '', c: undefined, d: null, e: ['x', 'y'], f: false })).toBe(
      '?a=1&e=x&e=y&f=false',
    );
    expect(buildQueryString({})).toBe('');
  });
});
