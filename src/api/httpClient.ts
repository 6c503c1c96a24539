import { HttpError } from 'react-admin';
import type { AppConfig, ServiceName } from '../config/config';
import { devHostOrigin, joinUrl, serviceBaseUrl } from '../config/urls';
import { envelopeFailed, errorMessageOf, isEnvelope, unwrapEnvelope } from './envelope';
import {
  errorOfAnswer,
  HTTP_ERROR_KEYS,
  type AuthScheme,
  type HttpClient,
  type Query,
  type RequestOptions,
} from './http';
import type { SessionResume } from './sessionResume';
import type { Sudo } from './sudo';

/** docs/api.md, "Transport". */
export const SERVICE_AUTH: Record<ServiceName, AuthScheme> = {
  // Back-office calls carry the user's token beside the API key, so a server can tell who writes.
  backoffice: 'both',
  product: 'bearer',
  supplierInventory: 'bearer',
  supplier: 'bearer',
  grocery: 'bearer',
  package: 'bearer',
  masterData: 'bearer',
  order: 'bearer',
  finance: 'bearer',
  email: 'bearer',
  notification: 'bearer',
  notificationSupplier: 'bearer',
};

export interface HttpClientDeps {
  config: AppConfig;
  origin: string;
  getToken: () => string | null;
  /** During holdSignOut, once the held write has settled (docs/api.md, "Transport"). */
  onUnauthorized: () => void;
  /** A 401 that would lose work waits for a sign-in over the page and goes again once. */
  resume?: Pick<SessionResume, 'canResume' | 'resume' | 'hasUnsavedWork'>;
  sudo?: Pick<Sudo, 'requires' | 'confirm'>;
  onServerError?: (error: HttpError) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

const NOT_OFFERED_STATUSES = new Set([404, 405, 501]);

export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const url = (service: ServiceName, path: string, query?: Query) =>
    joinUrl(serviceBaseUrl(deps.config, service, deps.origin), path) + buildQueryString(query);

  // A production token must not reach a development host unless config.json says so (docs/deploying.md).
  const devOrigin = deps.config.devHostGetsToken ? undefined : devHostOrigin(deps.config, deps.origin);
  const withholdsToken = (target: string) => devOrigin !== undefined && originOf(target) === devOrigin;

  let holds = 0;
  let unauthorizedWhileHeld = false;

  function fail(error: HttpError): never {
    // A 401 is the session's end, decided by the caller (endOrResume); the rest is announced.
    if (error.status > 0 && error.status !== 401) deps.onServerError?.(error);
    throw error;
  }

  const mayResume = (method: RequestOptions['method']) =>
    !!deps.resume?.canResume() && ((method ?? 'GET') !== 'GET' || deps.resume.hasUnsavedWork());

  /** The sign-ins again over this page asked for (the same user by construction, SignInAgainDialog). */
  let ownSignIns = 0;

  async function endOrResume(method: RequestOptions['method']): Promise<boolean> {
    if (mayResume(method)) {
      ownSignIns += 1;
      if (await deps.resume!.resume()) return true;
    }
    deps.onUnauthorized();
    return false;
  }

  async function holdSignOut<T>(run: (held: HttpClient) => Promise<T>): Promise<T> {
    const tokenAtStart = deps.getToken();
    const held: HttpClient = {
      url,
      holdSignOut,
      requestUrl: (target, options) => requestUrl(target, options, () => tokenAtStart),
      request: (service, path, options) => request(service, path, options, () => tokenAtStart),
    };
    holds += 1;
    try {
      return await run(held);
    } finally {
      holds -= 1;
      if (holds === 0 && unauthorizedWhileHeld) {
        unauthorizedWhileHeld = false;
        // The held write has failed and undone itself; its form may be saved again once signed in.
        void endOrResume('POST');
      }
    }
  }

  async function requestUrl<T>(
    target: string,
    options: RequestOptions & { auth: AuthScheme },
    getToken = deps.getToken,
    again = false,
  ): Promise<T> {
    if (!again && deps.sudo?.requires(options.method, target) && !(await deps.sudo.confirm()))
      throw new HttpError(HTTP_ERROR_KEYS.notConfirmed, 0, {});
    const sent = getToken();
    const signInsAtSend = ownSignIns;
    try {
      return await attempt<T>(target, options, () => sent);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401 || options.signIn) throw error;
      if (holds > 0) {
        unauthorizedWhileHeld = true;
        throw error;
      }
      if (sent !== deps.getToken()) {
        // Signed in again over this page meanwhile (another call met the end first): sent again once.
        if (!again && ownSignIns !== signInsAtSend)
          return requestUrl<T>(target, options, deps.getToken, true);
        // Signed in elsewhere: ending the session now would clear that one, not the one refused.
        throw new HttpError(HTTP_ERROR_KEYS.sessionReplaced, 401, {});
      }
      // Sent again once, with the new session's token; a second 401 ends the session.
      if (!again && (await endOrResume(options.method)))
        return requestUrl<T>(target, options, deps.getToken, true);
      if (again) deps.onUnauthorized();
      throw error;
    }
  }

  async function attempt<T>(
    target: string,
    options: RequestOptions & { auth: AuthScheme },
    getToken: () => string | null,
  ): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = getToken();
    const wantsToken = (options.auth === 'bearer' || options.auth === 'both') && !!token;
    const tokenWithheld = wantsToken && withholdsToken(target);
    if (wantsToken && !tokenWithheld) headers.set('Authorization', `Bearer ${token}`);
    if ((options.auth === 'apiKey' || options.auth === 'both') && deps.config.apiKey) {
      headers.set(deps.config.apiKeyHeader, deps.config.apiKey);
    }
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    options.signal?.throwIfAborted();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
    let response: Response;
    try {
      response = await doFetch(target, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        // Answers hold personal data: none is kept in the browser's HTTP cache (docs/api.md, "Transport").
        cache: 'no-store',
      });
    } catch (error) {
      const timedOut =
        controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
      if (options.signal?.aborted) throw error;
      throw new HttpError(timedOut ? HTTP_ERROR_KEYS.timeout : HTTP_ERROR_KEYS.network, 0, {
        cause: (error as Error).message,
      });
    } finally {
      clearTimeout(timer);
    }

    const text = await response.text();
    let json: unknown = undefined;
    let malformed = false;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        malformed = true;
      }
    }

    if (response.status === 401 && tokenWithheld) {
      // The app did not send the token: a refusal, not the session's end.
      const message = errorMessageOf(json) ?? HTTP_ERROR_KEYS.refused;
      fail(new HttpError(message, 403, { status: 401, tokenWithheld: true }));
    }
    if (!response.ok && options.assumed && NOT_OFFERED_STATUSES.has(response.status)) {
      const call = `${options.method ?? 'GET'} ${new URL(target, 'http://any').pathname}`;
      fail(new HttpError(HTTP_ERROR_KEYS.notOffered, response.status, { call }));
    }
    const answer = { call: callOf(target, options), headers: response.headers, text };
    if (!response.ok) {
      const message = errorMessageOf(json) ?? (malformed ? errorMessageOf(text) : undefined);
      fail(errorOfAnswer(response.status, message, json ?? { text }, answer));
    }
    if (malformed)
      fail(new HttpError(HTTP_ERROR_KEYS.malformed, response.status, { text: text.slice(0, 200) }));
    if (isEnvelope(json) && envelopeFailed(json)) {
      fail(errorOfAnswer(Number(json.ResponseCode), errorMessageOf(json), json, answer));
    }
    return (options.raw ? json : unwrapEnvelope(json)) as T;
  }

  function request<T>(
    service: ServiceName,
    path: string,
    options: RequestOptions = {},
    getToken = deps.getToken,
  ): Promise<T> {
    return requestUrl<T>(
      url(service, path, options.query),
      { ...options, auth: options.auth ?? SERVICE_AUTH[service] },
      getToken,
    );
  }

  return {
    url,
    requestUrl: (target, options) => requestUrl(target, options),
    holdSignOut,
    request: (service, path, options) => request(service, path, options),
  };
}

/** `METHOD /path` of a call, without its query (it may hold what someone searched for). */
const callOf = (target: string, options: RequestOptions) =>
  `${options.method ?? 'GET'} ${new URL(target, 'http://any').pathname}`;

function originOf(target: string): string | undefined {
  try {
    return new URL(target).origin;
  } catch {
    return undefined;
  }
}
