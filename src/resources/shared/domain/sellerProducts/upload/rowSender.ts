// One PUT per row, in the file's order, each at most once; Cancel lets the row in flight finish, so its outcome is known.

export type SendOutcome = { state: 'done' } | { state: 'failed'; message: string };

export interface SendOptions<Row> {
  key: (row: Row) => number;
  send: (row: Row) => Promise<unknown>;
  messageOf: (error: unknown) => string;
  onOutcome?: (key: number, outcome: SendOutcome) => void;
  signal?: AbortSignal;
}

export class RowSender {
  private running = false;
  private readonly sent = new Set<number>();

  get busy(): boolean {
    return this.running;
  }

  hasSent(key: number): boolean {
    return this.sent.has(key);
  }

  /** Undefined when a run was already going. */
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
