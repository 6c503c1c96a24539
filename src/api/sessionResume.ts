import { createAskSlot } from './askSlot';

/** A session ending on unsaved work asks for a sign-in over the page (docs/requirements.md, "Sign-in and sessions"). */
export interface SessionResume {
  offer(prompt: () => Promise<boolean>): () => void;
  canResume(): boolean;
  /** One dialog, one answer for every caller at the same time. */
  resume(): Promise<boolean>;
  settled(): Promise<unknown>;
  isAsking(): boolean;
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
    isAsking: slot.isAsking,
    markUnsaved(key, isUnsaved) {
      if (isUnsaved) unsaved.add(key);
      else unsaved.delete(key);
    },
    hasUnsavedWork: () => unsaved.size > 0,
  };
}

export const sessionResume = createSessionResume();
