import type { HttpError } from 'react-admin';

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
