import { HttpError } from 'react-admin';
import type { ServiceName } from '../config/config';
import { MalformedAnswerError } from './envelope';
import { correlationIdOf, recordServerFault, SERVER_FAULT_KEY } from './serverErrors';

// What a call is and how it fails (docs/api.md, "Transport", "Errors"); httpClient.ts makes the calls.

export type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export type AuthScheme = 'bearer' | 'apiKey' | 'both' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  auth?: AuthScheme;
  raw?: boolean;
  /** Not in the specification (docs/api.md, "assumed"): a 404, 405 or 501 says the service does not offer it. */
  assumed?: boolean;
  /** A sign-in call: its 401 refuses the password given, it does not end a session. */
  signIn?: boolean;
  signal?: AbortSignal;
}

export interface HttpClient {
  request<T = unknown>(service: ServiceName, path: string, options?: RequestOptions): Promise<T>;
  /** For the absolute URLs ra-data-simple-rest hands over. */
  requestUrl<T = unknown>(url: string, options: RequestOptions & { auth: AuthScheme }): Promise<T>;
  url(service: ServiceName, path: string, query?: Query): string;
  /** A multi-step write's undoing still carries the session: a 401 meanwhile ends it only once `run` settles. */
  holdSignOut<T>(run: (held: HttpClient) => Promise<T>): Promise<T>;
}

/** Error texts that are translation keys rather than server messages. */
export const HTTP_ERROR_KEYS = {
  network: 'app.error.network',
  timeout: 'app.error.timeout',
  malformed: 'app.error.malformed',
  status: 'app.error.http_status',
  notOffered: 'app.error.not_offered',
  refused: 'app.error.refused',
  notConfirmed: 'app.error.not_confirmed',
  sessionReplaced: 'app.error.session_replaced',
  server: SERVER_FAULT_KEY,
} as const;

/**
 * A 401 to a token the browser no longer holds: a sign-in since (in another tab, perhaps as someone
 * else) has replaced the session that was refused, and that one stays (docs/api.md, "Transport").
 */
export const isSessionReplaced = (error: unknown): boolean =>
  error instanceof HttpError && error.message === HTTP_ERROR_KEYS.sessionReplaced;

export const isNotOffered = (error: unknown): boolean =>
  error instanceof HttpError && error.message === HTTP_ERROR_KEYS.notOffered;

/** An answer the app could not read is a server fault, not "not found". */
export const isUnreadable = (error: unknown): boolean =>
  error instanceof HttpError && error.message === HTTP_ERROR_KEYS.malformed;

/** A refusal keeps the server's `Message`; a 5xx's text goes to the diagnostics page only (docs/api.md, "Errors"). */
export function errorOfAnswer(
  status: number,
  message: string | undefined,
  body: unknown,
  answer: { call: string; headers: Pick<Headers, 'get'>; text: string },
  at = Date.now(),
): HttpError {
  if (status < 500) return new HttpError(message ?? HTTP_ERROR_KEYS.status, status, body);
  const ref = correlationIdOf(answer.headers);
  recordServerFault({ at, call: answer.call, status, ref, text: answer.text });
  return new HttpError(HTTP_ERROR_KEYS.server, status, ref ? { ref } : {});
}

export function asHttpError(error: unknown): unknown {
  if (error instanceof MalformedAnswerError) return new HttpError(HTTP_ERROR_KEYS.malformed, 200, {});
  return error;
}
