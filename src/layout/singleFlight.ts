/** Taken in the call that starts the write, so a click before the disabled button draws finds it taken (docs/decisions.md, "Writes are sent once"). */
export class SingleFlight<T = unknown> {
  private flying: Promise<T> | undefined;

  constructor(private readonly onBusy?: (busy: boolean) => void) {}

  get busy(): boolean {
    return this.flying !== undefined;
  }

  /** While one is under way, `write` is not called and the running write's promise is returned. */
  run(write: () => Promise<T>): Promise<T> {
    if (this.flying) return this.flying;
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const flight = new Promise<T>((resolveFlight, rejectFlight) => {
      resolve = resolveFlight;
      reject = rejectFlight;
    });
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
