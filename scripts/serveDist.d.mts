export function serveDist(options?: {
  root?: string;
  port?: number;
  /** Answers /config.json with this (text as it is, an object as JSON) instead of the build's file. */
  config?: string | Record<string, unknown>;
}): Promise<{ url: string; close: () => Promise<void> }>;
