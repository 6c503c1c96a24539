export interface NginxServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Whether nginx loaded the brotli module (gzip is always on). */
  brotli: boolean;
  /** The Content-Security-Policy sent, computed from the root's config.json. */
  csp: string;
  /** The temporary directory with the rendered configuration, pid and logs (removed by close). */
  prefix: string;
  /** Settles when nginx exits, with its exit code or signal. */
  exited: Promise<number | string | null>;
  /** Stops nginx and removes its temporary directory. */
  close: () => Promise<void>;
}

export function serveWithNginx(options?: { root?: string; port?: number }): Promise<NginxServer>;
export function ensureNginx(): Promise<string>;
export function apiOrigins(config: unknown): string[];
export function contentSecurityPolicy(config: unknown): string;
export function cspForRoot(root: string, file?: string): string;
export function renderSiteConf(options: {
  root: string;
  csp: string;
  brotli?: { filter: boolean; staticFiles: boolean };
  /** Adds Strict-Transport-Security (HTTPS-only sites). */
  hsts?: boolean;
}): string;
