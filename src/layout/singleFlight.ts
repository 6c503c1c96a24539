/**
 * One write at a time for one button (or one dialog, one form): while a write is under way, a
 * second click, a second Enter or a second submit sends nothing and is answered with the running
 * write's outcome. The guard is taken in the same call that starts the write, before it returns:
 * a click that lands before the screen has drawn the disabled button (two clicks in one moment, a
 * busy machine) finds it taken. It is given back as the write settles, however it settles, so the
 * next click (a retry after a failure) sends again. docs/decisions.md, "Writes are sent once".
 */
export class SingleFlight<T = unknown> {
  private flying: Promise<T> | undefined;

  /** `onBusy` hears each change of `busy` (a screen draws its buttons disabled from it). */
  constructor(private readonly onBusy?: (busy: boolean) => void) {}

  /** Whether a write is under way. */
  get busy(): boolean {
    return this.flying !== undefined;
  }

  /**
   * Starts `write`, unless one is under way: then `write` is not called and the running write's
   * promise is returned. A write that throws before its first await fails the same way as one that
   * rejects.
   */
  run(write: () => Promise<T>): Promise<T> {
    if (this.flying) return this.flying;
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const flight = new Promise<T>((resolveFlight, rejectFlight) => {
      resolve = resolveFlight;
      reject = rejectFlight;
    });
    // Taken before the write starts: a write that clicks again while it starts finds it taken.
    this.flying = flight;
    this.onBusy?.(true);
    // Given back before the callers hear the outcome: their own follow-up may write again.
    const land = () => {
      this.flying = undefined;
      this.onBusy?.(false);
    };
    let started: Promise<T>;
    try {
      started = write();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        land();
        resolve(value);
      },
      (error: unknown) => {
        land();
        reject(error);
      },
    );
    return flight;
  }
}
