import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isReadingCancelled, startReading, type ReadCount } from './readingProgress';
import type { ReadingProgress } from './statement';

type RetryPolicy = boolean | number | ((failureCount: number, error: Error) => boolean);

/** Whether a failed reading is tried again: never a cancelled one, otherwise as the policy says. */
function retries(policy: RetryPolicy, failureCount: number, error: Error): boolean {
  if (isReadingCancelled(error)) return false;
  if (typeof policy === 'function') return policy(failureCount, error);
  if (typeof policy === 'number') return failureCount < policy;
  return policy;
}

/**
 * A whole list read as a query (statement.ts), with how far it has come and a Cancel. Cancel
 * aborts the reading down to its request in flight and ends the query with ReadingCancelled:
 * the screen then says the figure was not completed, never showing what was read as the figure.
 * A screen left, or a new key, aborts it as well (react-query's signal, followed here), without
 * that message.
 */
export function useWholeReading<T>({
  queryKey,
  read,
  enabled = true,
  retry,
}: {
  queryKey: QueryKey;
  read: (signal: AbortSignal, onProgress: ReadingProgress) => Promise<T>;
  enabled?: boolean;
  /** As react-query's option, by default the app's; a cancelled reading is never tried again. */
  retry?: RetryPolicy;
}) {
  const client = useQueryClient();
  const policy: RetryPolicy = retry ?? client.getDefaultOptions().queries?.retry ?? 3;
  const [count, setCount] = useState<ReadCount>();
  // The reading under way: its number (an older one's late progress is not shown) and its Cancel.
  const runs = useRef(0);
  const running = useRef<() => void>(undefined);
  const query = useQuery({
    queryKey,
    enabled,
    retry: (failureCount, error) => retries(policy, failureCount, error),
    queryFn: ({ signal }) => {
      const run = ++runs.current;
      setCount({ read: 0 });
      const started = startReading(read, signal, (reached) => {
        if (runs.current === run) setCount(reached);
      });
      running.current = started.cancel;
      return started.result.finally(() => {
        if (runs.current === run) running.current = undefined;
      });
    },
  });
  return {
    query,
    /** How far the reading under way has come; undefined when none is. */
    reading: query.isFetching ? count : undefined,
    cancel: () => running.current?.(),
  };
}
