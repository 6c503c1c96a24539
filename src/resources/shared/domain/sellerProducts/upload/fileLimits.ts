/** Parsed on the page's main thread: past these a file would hang the tab (docs/api.md, "Price and stock upload"). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 25_000;

export type FileLimitProblem = 'too_large' | 'too_many_rows';

export const sizeProblem = (bytes: number): FileLimitProblem | undefined =>
  bytes > UPLOAD_MAX_BYTES ? 'too_large' : undefined;

/** Lines after the header, a last empty one not counted; a break in a quoted cell counts as a line. */
export function rowsProblem(text: string): FileLimitProblem | undefined {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks += 1;
  const lines = text.endsWith('\n') ? breaks : breaks + 1;
  return lines - 1 > UPLOAD_MAX_ROWS ? 'too_many_rows' : undefined;
}
