/*
 * A write whose history entry could not be written still stands (docs/api.md, "Record history"):
 * it is announced here, and the layout tells the user (src/layout/HistoryWarnings.tsx).
 */

export interface HistoryNotWritten {
  resource: string;
  /** Why the staff log did not take the entry (the error of `POST auth/Stafflog`). */
  error: unknown;
}

type Listener = (event: HistoryNotWritten) => void;
const listeners = new Set<Listener>();

export function onHistoryNotWritten(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceHistoryNotWritten(event: HistoryNotWritten): void {
  for (const listener of listeners) listener(event);
}
