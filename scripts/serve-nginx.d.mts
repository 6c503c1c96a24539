export interface NginxServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Whether nginx loaded the brotli module (gzip is always on). */
  brotli: boolean;
  /** The Content-Security-Policy sent, computed from the config.json served. */
  csp: string;
  /** Whether the config.json served runs the demo (its service workers are then served). */
  demo: boolean;
  /** The temporary directory with the rendered configuration, pid and logs (removed by close). */
  prefix: string;
  /** Settles when nginx exits, with its exit code or signal. */
  exited: Promise<number | string | null>;
  /** Stops nginx and removes its temporary directory. */
  close: () => Promise<void>;
}

export function serveWithNginx(options?: {
  root?: string;
  port?: number;
  /** Answers /config.json with this file instead of the root's. */
  config?: string;
  /** Sends Strict-Transport-Security, as a deployment does (default true; ignored over plain HTTP). */
  hsts?: boolean;
}): Promise<NginxServer>;
export function ensureNginx(): Promise<string>;
export function apiOrigins(config: unknown): string[];
export function imageOrigins(config: unknown): string[];
export function contentSecurityPolicy(config: unknown): string;
export function cspForRoot(root: string, file?: string): string;
export function renderSiteConf(options: {
  root: string;
  csp: string;
  brotli?: { filter: boolean; staticFiles: boolean };
  /** Adds Strict-Transport-Security (default true; false for a site that must still answer plain HTTP). */
  hsts?: boolean;
  /** The config.json served runs the demo: its service workers are served (a 404 otherwise). */
  demo?: boolean;
  /** Answers /config.json with this file instead of the root's (a local server). */
  configFile?: string;
}): string;
/**
 * Why a parsed config.json must not be rendered for a real server (a demo's, or one holding
 * decryption keys with the demo off), or undefined.
 */
export function renderRefusal(config: unknown, file?: string): string | undefined;
/** Whether a parsed config.json runs the demo. */
export function servesDemoWorkers(config: unknown): boolean;
