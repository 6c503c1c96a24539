/** So tests and people see what a user sees when the server fails (docs/requirements.md, "Demo mode"). */
export interface Fault {
  /** '*' for any. */
  method: string;
  /** The end of the request's path. */
  path: string;
  status?: number;
  message?: string;
  delayMs?: number;
  malformed?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
  /** Unlimited when absent. */
  times?: number;
}

const STORAGE_KEY = 'demo.faults';

/** In session storage, so a fault set before a reload applies to the start-up calls. */
export class FaultRegistry {
  private faults: Fault[] = [];

  constructor(private readonly storage?: Storage) {
    try {
      const kept: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
      if (Array.isArray(kept)) this.faults = kept as Fault[];
    } catch {
      // unreadable: start with none
    }
  }

  private keep(): void {
    this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.faults));
  }

  set(fault: Fault): void {
    this.faults = [
      ...this.faults.filter((f) => !(f.method === fault.method && f.path === fault.path)),
      fault,
    ];
    this.keep();
  }

  list(): Fault[] {
    return [...this.faults];
  }

  remove(method: string, path: string): void {
    this.faults = this.faults.filter((f) => !(f.method === method && f.path === path));
    this.keep();
  }

  clear(): void {
    this.faults = [];
    this.keep();
  }

  take(method: string, url: string): Fault | undefined {
    const pathname = decodeURIComponent(new URL(url).pathname);
    const fault = this.faults.find(
      (f) =>
        (f.method === '*' || f.method.toUpperCase() === method.toUpperCase()) && pathname.endsWith(f.path),
    );
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.remove(fault.method, fault.path);
      else this.keep();
    }
    return fault;
  }
}
