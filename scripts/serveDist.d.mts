export function serveDist(options?: {
  root?: string;
  port?: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
