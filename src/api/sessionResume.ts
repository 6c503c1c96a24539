import { createAskSlot } from './askSlot';

/**
 * Signing in again without leaving the page (docs/requirements.md, "Sign-in and sessions"): a
 * session that ends on a save, or while a form holds unsaved changes, asks the same user to sign in
 * over the page; the calls that met the end wait for that answer and go again once. What the person
 * typed stays in the page's memory only.
 */
export interface SessionResume {
  /** The shell's dialog offers itself while it is mounted; returns the function that withdraws it. */
  offer(prompt: () => Promise<boolean>): () => void;
  /** Whether a sign-in over the page can be asked for now. */
  canResume(): boolean;
  /** Asks once for every caller at the same time: one dialog, one answer for all. */
  resume(): Promise<boolean>;
  /** Resolves once no sign-in over the page is awaited (at once when none is). */
  settled(): Promise<unknown>;
  /** A form says whether it holds unsaved changes (`key`: the form's own mark). */
  markUnsaved(key: object, unsaved: boolean): void;
  hasUnsavedWork(): boolean;
}

export function createSessionResume(): SessionResume {
  const slot = createAskSlot();
  const unsaved = new Set<object>();
  return {
    offer: slot.offer,
    canResume: slot.canAsk,
    resume: slot.ask,
    settled: slot.settled,
    markUnsaved(key, isUnsaved) {
      if (isUnsaved) unsaved.add(key);
      else unsaved.delete(key);
    },
    hasUnsavedWork: () => unsaved.size > 0,
  };
}

/** The page's one coordinator: the HTTP client, the session's clock and the dialog share it. */
export const sessionResume = createSessionResume();
