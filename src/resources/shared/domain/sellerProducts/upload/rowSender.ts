/**
 * Sending an upload's changes (pure, no React): one PUT per row, one row after the other (a
 * service that refuses one keeps answering the others, and the order is the file's), each row at
 * most once, and a Cancel that stops before the next row (the one in flight is left to finish, so
 * that its outcome is known).
 */

/** What became of one row sent. */
export type SendOutcome = { state: 'done' } | { state: 'failed'; message: string };

export interface SendOptions<Row> {
  /** The row's own number: a row is sent once for each number, whatever the runs. */
  key: (row: Row) => number;
  /** Sends the row's PUT; a throw fails the row with `messageOf` its error. */
  send: (row: Row) => Promise<unknown>;
  messageOf: (error: unknown) => string;
  /** Told of each row's outcome as it comes (progress). */
  onOutcome?: (key: number, outcome: SendOutcome) => void;
  /** The person's Cancel: no row is sent once it is aborted. */
  signal?: AbortSignal;
}

export class RowSender {
  private running = false;
  /** Every row a run has started to send, whatever came of it. */
  private readonly sent = new Set<number>();

  get busy(): boolean {
    return this.running;
  }

  /** Whether the row has been sent (or is being sent). */
  hasSent(key: number): boolean {
    return this.sent.has(key);
  }

  /**
   * Sends the rows not sent yet, in their order, until they are all sent or the signal aborts;
   * answers the outcomes of this run, or undefined when a run was already going.
   */
  async run<Row>(
    rows: readonly Row[],
    options: SendOptions<Row>,
  ): Promise<Map<number, SendOutcome> | undefined> {
    if (this.running) return undefined;
    this.running = true;
    const outcomes = new Map<number, SendOutcome>();
    try {
      for (const row of rows) {
        if (options.signal?.aborted) break;
        const key = options.key(row);
        if (this.sent.has(key)) continue;
        // Counted as sent before the call: a failure may still have been applied by the service.
        this.sent.add(key);
        let outcome: SendOutcome;
        try {
          await options.send(row);
          outcome = { state: 'done' };
        } catch (error) {
          outcome = { state: 'failed', message: options.messageOf(error) };
        }
        outcomes.set(key, outcome);
        options.onOutcome?.(key, outcome);
      }
    } finally {
      this.running = false;
    }
    return outcomes;
  }
}
