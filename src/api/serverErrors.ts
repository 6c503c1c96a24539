import type { HttpError, TranslateFunction } from 'react-admin';

/**
 * Every error answer with a status is announced here (an error pop-up titled with the response
 * message, docs/requirements.md, "Errors and notices"). The pop-up in the layout listens; tests may too.
 */
type Listener = (error: HttpError) => void;
const listeners = new Set<Listener>();

export function onServerError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let latest: { error: HttpError; at: number } | undefined;

export function announceServerError(error: HttpError): void {
  latest = { error, at: Date.now() };
  for (const listener of listeners) listener(error);
}

/** An error announced within `withinMs`, for a pop-up that mounts just after it (start-up calls). */
export function recentServerError(withinMs: number, now = Date.now()): HttpError | undefined {
  return latest && now - latest.at <= withinMs ? latest.error : undefined;
}

/**
 * The text a 5xx answer's error carries instead of the server's (docs/api.md, "Errors"): what a
 * server says about its own failure (an SQL error, a stack trace, a proxy page) is for whoever runs
 * it, not for staff, and may name its tables and hosts.
 */
export const SERVER_FAULT_KEY = 'app.error.server';
/** The same, naming the request's correlation id, which the error's body carries as `ref`. */
export const SERVER_FAULT_REF_KEY = 'app.error.server_ref';

/**
 * The response headers read for a request's correlation id, first found wins (docs/api.md,
 * "Errors"); of `traceparent` (W3C Trace Context) the trace id.
 */
export const CORRELATION_HEADERS = ['X-Correlation-Id', 'X-Request-Id', 'Request-Id', 'traceparent'] as const;

/** What an id may look like to be shown: an opaque token, never a sentence a server put there. */
const REF_PATTERN = /^[A-Za-z0-9._:+/=|-]{1,128}$/;
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/i;

/** The request's correlation id, from the first of `CORRELATION_HEADERS` that holds a usable one. */
export function correlationIdOf(headers: Pick<Headers, 'get'>): string | undefined {
  for (const name of CORRELATION_HEADERS) {
    const value = headers.get(name)?.trim();
    if (!value) continue;
    if (name === 'traceparent') {
      const traceId = TRACEPARENT.exec(value)?.[1];
      // An all-zero trace id is invalid by the standard.
      if (traceId && !/^0+$/.test(traceId)) return traceId.toLowerCase();
    } else if (REF_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** The reference a 5xx error carries, if its answer had one. */
export function refOf(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  const ref = typeof body === 'object' && body !== null ? (body as { ref?: unknown }).ref : undefined;
  return typeof ref === 'string' && ref ? ref : undefined;
}

/**
 * The text to show for a failed call: a server fault says so with its reference; any other error
 * says its message (a translation key with the `messageArgs` its body carries, or a 4xx answer's
 * `Message` as the server wrote it).
 */
export function errorText(
  error: unknown,
  translate: TranslateFunction,
  fallback = 'ra.notification.http_error',
): string {
  const message = (error as Error | null)?.message || fallback;
  const ref = message === SERVER_FAULT_KEY ? refOf(error) : undefined;
  const args = (error as { body?: { messageArgs?: object } } | null)?.body?.messageArgs;
  return ref ? translate(SERVER_FAULT_REF_KEY, { ref }) : translate(message, { ...args, _: message });
}

/** A 5xx answer as the server gave it, for the diagnostics page. */
export interface ServerFault {
  /** When the answer came (ms since 1970). */
  at: number;
  /** `METHOD /path`, without the query (it may hold what someone searched for). */
  call: string;
  status: number;
  ref?: string;
  /** The answer's text, cut at `FAULT_TEXT_KEPT` characters. */
  text: string;
}

export const FAULTS_KEPT = 20;
export const FAULT_TEXT_KEPT = 4000;

/**
 * The last `FAULTS_KEPT` server faults, newest first, in this tab's memory only: never written to
 * storage, gone on reload, so a server's internals (and any personal data in them) outlive neither.
 */
let faults: readonly ServerFault[] = [];
const faultListeners = new Set<() => void>();

export function recordServerFault(fault: ServerFault): void {
  faults = [{ ...fault, text: fault.text.slice(0, FAULT_TEXT_KEPT) }, ...faults].slice(0, FAULTS_KEPT);
  for (const listener of faultListeners) listener();
}

/** The kept faults, newest first; the same array until one is added (for useSyncExternalStore). */
export const recentServerFaults = (): readonly ServerFault[] => faults;

export function onServerFaults(listener: () => void): () => void {
  faultListeners.add(listener);
  return () => faultListeners.delete(listener);
}

/** Forgets the kept faults (tests). */
export function clearServerFaults(): void {
  faults = [];
  for (const listener of faultListeners) listener();
}
