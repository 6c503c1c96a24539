/**
 * Fault injection for the demo backend (docs/requirements.md, "Demo mode"): make one endpoint answer an
 * error status, answer late, or answer a body that is not JSON, so tests and people can see what a user
 * sees when the server fails.
 */
export interface Fault {
  /** HTTP method, or '*' for any. */
  method: string;
  /** Matches when the request's path ends with this (e.g. `/api/Mainmenu` or `Brand/GetAllBrands`). */
  path: string;
  status?: number;
  message?: string;
  delayMs?: number;
  malformed?: boolean;
  /** Answer this JSON body instead (with `status`, 200 when absent): a server that answers oddly. */
  body?: unknown;
  /** Response headers of the answer (e.g. a correlation id, `X-Request-Id`). */
  headers?: Record<string, string>;
  /** How many requests it hits before it switches itself off; unlimited when absent. */
  times?: number;
}

const STORAGE_KEY = 'demo.faults';

/**
 * The faults in force. In the browser they are kept in session storage, so a fault set before a
 * reload still applies after it (the point when testing start-up calls).
 */
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

  /** The fault that applies to a request, counting it against `times`. */
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
