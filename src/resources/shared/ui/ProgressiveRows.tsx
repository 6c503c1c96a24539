import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { rowsToDraw } from './rowsToDraw';

const NOT_DRAWN_YET: never[] = [];

/**
 * Draws a page of rows in two passes: the first rows at once, the rest in a background render React
 * interrupts for anything the user does (useDeferredValue): a list is readable sooner on a slow
 * machine, and its page is complete a moment later (docs/performance.md,
 * "What was done, and why it helped").
 */
export function ProgressiveRows({ children }: { children: ReactNode }) {
  const context = useListContext();
  // A list that draws with its rows (asked for before the page drew) draws the first ones, then
  // the rest: without an initial value the first render would take every row at once.
  const deferred = useDeferredValue(context.data, NOT_DRAWN_YET);
  const data = rowsToDraw(context.data, deferred);
  // Only a page that has data is cut (rowsToDraw keeps undefined), so the result stays the same
  // kind of list state as the one it came from.
  const value = useMemo(
    () => (data === context.data ? context : ({ ...context, data } as typeof context)),
    [context, data],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
