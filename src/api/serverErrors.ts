import type { HttpError, TranslateFunction } from 'react-admin';

/** Every error answer with a status is announced here, for the layout's pop-up (docs/requirements.md, "Errors and notices"). */
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

/** For a pop-up that mounts just after the error (start-up calls). */
export function recentServerError(withinMs: number, now = Date.now()): HttpError | undefined {
  return latest && now - latest.at <= withinMs ? latest.error : undefined;
}

/** Instead of the server's own text, which may name its tables and hosts (docs/api.md, "Errors"). */
export const SERVER_FAULT_KEY = 'app.error.server';
export const SERVER_FAULT_REF_KEY = 'app.error.server_ref';

/** First found wins (docs/api.md, "Errors"); of `traceparent`, the trace id. */
export const CORRELATION_HEADERS = ['X-Correlation-Id', 'X-Request-Id', 'Request-Id', 'traceparent'] as const;

/** An opaque token, never a sentence a server put there. */
const REF_PATTERN = /^[A-Za-z0-9._:+/=|-]{1,128}$/;
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/i;

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

export function refOf(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  const ref = typeof body === 'object' && body !== null ? (body as { ref?: unknown }).ref : undefined;
  return typeof ref === 'string' && ref ? ref : undefined;
}

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
  at: number;
  /** Without the query: it may hold what someone searched for. */
  call: string;
  status: number;
  ref?: string;
  text: string;
}

export const FAULTS_KEPT = 20;
export const FAULT_TEXT_KEPT = 4000;

/** In this tab's memory only, so a server's internals (and any personal data in them) do not outlive it. */
let faults: readonly ServerFault[] = [];
const faultListeners = new Set<() => void>();

export function recordServerFault(fault: ServerFault): void {
  faults = [{ ...fault, text: fault.text.slice(0, FAULT_TEXT_KEPT) }, ...faults].slice(0, FAULTS_KEPT);
  for (const listener of faultListeners) listener();
}

/** The same array until one is added (useSyncExternalStore). */
export const recentServerFaults = (): readonly ServerFault[] => faults;

export function onServerFaults(listener: () => void): () => void {
  faultListeners.add(listener);
  return () => faultListeners.delete(listener);
}

/** As a new page load would find them: none (an app drawn again in the same page: the component tests). */
export function forgetServerErrors(): void {
  latest = undefined;
  clearServerFaults();
}

export function clearServerFaults(): void {
  faults = [];
  for (const listener of faultListeners) listener();
}
