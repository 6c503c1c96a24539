import type { HttpError } from 'react-admin';

/**
 * Every error answer with a status is announced here (spec §8: an error pop-up titled with the
 * response message). The pop-up in the layout listens; tests may too.
 */
type Listener = (error: HttpError) => void;
const listeners = new Set<Listener>();

export function onServerError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceServerError(error: HttpError): void {
  for (const listener of listeners) listener(error);
}
