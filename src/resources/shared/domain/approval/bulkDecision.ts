import type { Identifier } from 'react-admin';

export type DecisionOutcome = { state: 'done' } | { state: 'failed'; message: string } | { state: 'skipped' };

export interface BulkRunOptions<Id extends Identifier> {
  send: (id: Id) => Promise<unknown>;
  /** Asked right before it is sent, of the list's status and then the service's. */
  waiting: (id: Id) => boolean | Promise<boolean>;
  onOutcome?: (id: Id, outcome: DecisionOutcome) => void;
}

/** The single decision's call, one after the other, never twice for one request. */
export class BulkDecider<Id extends Identifier = Identifier> {
  private running = false;
  private readonly decided = new Set<Id>();

  get busy(): boolean {
    return this.running;
  }

  /** Undefined when a run was already going. */
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

/** Those that failed stay selected, to be tried again. */
export const stillSelected = <Id extends Identifier>(outcomes: ReadonlyMap<Id, DecisionOutcome>): Id[] =>
  [...outcomes].filter(([, outcome]) => outcome.state === 'failed').map(([id]) => id);

export function tally(outcomes: ReadonlyMap<Identifier, DecisionOutcome>): { done: number; failed: number } {
  let done = 0;
  let failed = 0;
  for (const outcome of outcomes.values()) {
    if (outcome.state === 'done') done += 1;
    if (outcome.state === 'failed') failed += 1;
  }
  return { done, failed };
}
