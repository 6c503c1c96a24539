import type { Identifier } from 'react-admin';

/** What became of one selected request in a bulk decision. */
export type DecisionOutcome =
  | { state: 'done' }
  /** The call failed: `message` is the error's (a translation key or the server's text). */
  | { state: 'failed'; message: string }
  /** Not sent: the request no longer waits, or this list already decided it. */
  | { state: 'skipped' };

export interface BulkRunOptions<Id extends Identifier> {
  /** Sends the one decision for a request: the same call as a single decision. */
  send: (id: Id) => Promise<unknown>;
  /**
   * Whether the request still waits for a decision, asked right before it is sent (the list's
   * status, then the service's as read again); a throw fails the request with its message.
   */
  waiting: (id: Id) => boolean | Promise<boolean>;
  /** Told of each request's outcome as it comes (progress). */
  onOutcome?: (id: Id, outcome: DecisionOutcome) => void;
}

/**
 * Decides several requests with the same call as a single decision, one after the other (a
 * service that refuses one keeps answering the others, and the order is the list's), and never
 * sends one twice: a second run while one is sending does nothing, and a request this decider has
 * decided, or one that no longer waits, is not sent again.
 */
export class BulkDecider<Id extends Identifier = Identifier> {
  private running = false;
  private readonly decided = new Set<Id>();

  get busy(): boolean {
    return this.running;
  }

  /** Each selected request's outcome, in the order given; undefined when a run was already going. */
  async run(ids: readonly Id[], options: BulkRunOptions<Id>): Promise<Map<Id, DecisionOutcome> | undefined> {
    if (this.running) return undefined;
    this.running = true;
    const outcomes = new Map<Id, DecisionOutcome>();
    const tell = (id: Id, outcome: DecisionOutcome) => {
      outcomes.set(id, outcome);
      options.onOutcome?.(id, outcome);
    };
    try {
      for (const id of ids) {
        if (outcomes.has(id)) continue;
        try {
          if (this.decided.has(id) || !(await options.waiting(id))) {
            tell(id, { state: 'skipped' });
            continue;
          }
          await options.send(id);
          this.decided.add(id);
          tell(id, { state: 'done' });
        } catch (error) {
          tell(id, { state: 'failed', message: messageOf(error) });
        }
      }
    } finally {
      this.running = false;
    }
    return outcomes;
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.error.server_error';

/** The requests to keep selected after a run: those that failed, so they can be tried again. */
export const stillSelected = <Id extends Identifier>(outcomes: ReadonlyMap<Id, DecisionOutcome>): Id[] =>
  [...outcomes].filter(([, outcome]) => outcome.state === 'failed').map(([id]) => id);

/** How many were decided and how many failed. */
export function tally(outcomes: ReadonlyMap<Identifier, DecisionOutcome>): { done: number; failed: number } {
  let done = 0;
  let failed = 0;
  for (const outcome of outcomes.values()) {
    if (outcome.state === 'done') done += 1;
    if (outcome.state === 'failed') failed += 1;
  }
  return { done, failed };
}
