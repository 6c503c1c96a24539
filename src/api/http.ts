import { HttpError } from 'react-admin';
import type { ServiceName } from '../config/config';
import { MalformedAnswerError } from './envelope';
import { correlationIdOf, recordServerFault, SERVER_FAULT_KEY } from './serverErrors';

/*
 * What a call to a service is and how it fails (docs/api.md, "Transport", "Errors"); the client that
 * makes the calls is httpClient.ts.
 */

export type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** How a call proves who it is: product-service style Bearer token, or the back-office API key. */
export type AuthScheme = 'bearer' | 'apiKey' | 'both' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  auth?: AuthScheme;
  /** Keep the answer as the server sent it instead of unwrapping the envelope. */
  raw?: boolean;
  /**
   * A call the specification does not list (docs/api.md, "assumed"): a service that answers it
   * 404, 405 or 501 does not offer it, which the screen says instead of "not found".
   */
  assumed?: boolean;
  /** A sign-in call: its 401 refuses the password given, it does not end a session. */
  signIn?: boolean;
  signal?: AbortSignal;
}

export interface HttpClient {
  request<T = unknown>(service: ServiceName, path: string, options?: RequestOptions): Promise<T>;
  /** The same, for an absolute URL (ra-data-simple-rest hands those over). */
  requestUrl<T = unknown>(url: string, options: RequestOptions & { auth: AuthScheme }): Promise<T>;
  url(service: ServiceName, path: string, query?: Query): string;
  /**
   * Runs a multi-step write whose undoing must still carry the session: a 401 met while `run` is
   * under way ends the session only once it has settled (its rollback done), instead of at once.
   * `run` gets a client whose calls carry the token of the moment the hold began, even if the
   * session is ended meanwhile by another way (another tab, a time-out). Holds may overlap; the
   * session then ends once, after the last of them.
   */
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
  /** A call that needs the password again was not sent: the person did not give it (api/sudo.ts). */
  notConfirmed: 'app.error.not_confirmed',
  server: SERVER_FAULT_KEY,
} as const;

/** Whether an error says that the service does not offer an assumed call. */
export const isNotOffered = (error: unknown): boolean =>
  error instanceof HttpError && error.message === HTTP_ERROR_KEYS.notOffered;

/** Whether an error is an answer the app could not read (a server fault, not "not found"). */
export const isUnreadable = (error: unknown): boolean =>
  error instanceof HttpError && error.message === HTTP_ERROR_KEYS.malformed;

/**
 * The error of an error answer (an error status, or a failing envelope `ResponseCode` in a 2xx):
 * a refusal (4xx) keeps the server's `Message`, which the specification shows; a server fault (5xx)
 * says only that, with the request's correlation id, its text kept for the diagnostics page alone
 * (docs/api.md, "Errors").
 */
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

/** Turns a malformed-shape error from a parser into the same HttpError the client would raise. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof MalformedAnswerError) return new HttpError(HTTP_ERROR_KEYS.malformed, 200, {});
  return error;
}
