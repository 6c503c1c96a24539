/** How many rows a list draws in its first pass: more than a tall screen shows. */
export const FIRST_ROWS = 15;

/**
 * The rows to draw now: all of them once the background pass has caught up with this page of
 * data (`deferred` is the same array), otherwise only the first ones, so a new page of rows is on
 * screen after drawing a few of them rather than all fifty.
 */
export function rowsToDraw<T>(
  rows: T[] | undefined,
  deferred: T[] | undefined,
  first = FIRST_ROWS,
): T[] | undefined {
  if (rows === undefined || rows === deferred || rows.length <= first) return rows;
  return rows.slice(0, first);
}
