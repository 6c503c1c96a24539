/**
 * What a price file may be before the app reads it (docs/api.md, "Price upload"): it is parsed on
 * the page's main thread, so a file past these would hang the tab rather than fail.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 25_000;

export type FileLimitProblem = 'too_large' | 'too_many_rows';

/** Refused on its size alone, before a byte is read. */
export const sizeProblem = (bytes: number): FileLimitProblem | undefined =>
  bytes > UPLOAD_MAX_BYTES ? 'too_large' : undefined;

/**
 * Refused on its line count, before it is parsed: the lines after the header, not counting a last
 * empty one. A quoted cell holding a line break counts twice, so a file near the limit may be refused
 * a little early, never let through late.
 */
export function rowsProblem(text: string): FileLimitProblem | undefined {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks += 1;
  const lines = text.endsWith('\n') ? breaks : breaks + 1;
  return lines - 1 > UPLOAD_MAX_ROWS ? 'too_many_rows' : undefined;
}
