import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { rowsToDraw } from './rowsToDraw';

const NOT_DRAWN_YET: never[] = [];

/** The first rows at once, the rest in an interruptible render (docs/performance.md, "What was done, and why it helped"). */
export function ProgressiveRows({ children }: { children: ReactNode }) {
  const context = useListContext();
  // Without an initial value a list drawn with its rows would take every row in its first render.
  const deferred = useDeferredValue(context.data, NOT_DRAWN_YET);
  const data = rowsToDraw(context.data, deferred);
  const value = useMemo(
    () => (data === context.data ? context : ({ ...context, data } as typeof context)),
    [context, data],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
