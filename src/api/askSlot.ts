/**
 * A question the page puts to the person (sign in again, give the password again): the shell's
 * dialog offers itself while mounted, and every caller that asks meanwhile shares one dialog and
 * its one answer. Nobody to ask (no dialog mounted) answers no.
 */
export interface AskSlot {
  /** The dialog offers itself; returns the function that withdraws it. */
  offer(prompt: () => Promise<boolean>): () => void;
  canAsk(): boolean;
  ask(): Promise<boolean>;
  /** Resolves once nothing is being asked (at once when nothing is). */
  settled(): Promise<unknown>;
  /** Whether a question is open now (the dialog shown, its answer not yet given). */
  isAsking(): boolean;
}

export function createAskSlot(): AskSlot {
  let prompt: (() => Promise<boolean>) | undefined;
  let pending: Promise<boolean> | undefined;
  return {
    offer(offered) {
      prompt = offered;
      return () => {
        if (prompt === offered) prompt = undefined;
      };
    },
    canAsk: () => prompt !== undefined,
    ask() {
      if (pending) return pending;
      if (!prompt) return Promise.resolve(false);
      pending = prompt()
        .catch(() => false)
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    settled: () => pending ?? Promise.resolve(),
    isAsking: () => pending !== undefined,
  };
}
