import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCanAccess, useDataProvider, type DataProvider, type GetListResult } from 'react-admin';
import { useAppConfig } from '../config/ConfigContext';
import { useWhenIdle } from './useWhenIdle';
import { addTotals, LIST_TOTALS, QUEUE_REFRESH_MS, waitingFilters, type Queue } from '../registry/queues';
import { queueRead } from '../registry/queueAge';

/** By default one row, any order: only its `Total` is read. */
export interface TotalsRead {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export interface ListTotals {
  canAccess: boolean;
  deciding: boolean;
  answers?: GetListResult[];
  /** Undefined while pending, on a failure, or when an answer has no total. */
  total?: number;
  isPending: boolean;
  error: Error | null;
}

/** A one-row page per filter, read for its `Total` (docs/api.md, "Work queues"); only of a list the role may open. */
export function useListTotals(
  resource: string,
  filters: readonly Record<string, unknown>[],
  { live = false, read }: { live?: boolean; read?: TotalsRead } = {},
): ListTotals {
  const { canAccess, isPending: deciding } = useCanAccess({ resource, action: 'list' });
  const dataProvider = useDataProvider();
  // A live count (the menu's) waits for the screen's own calls; the dashboard's figures are the screen.
  const idle = useWhenIdle();
  const enabled = canAccess === true && filters.length > 0 && (!live || idle);
  const query = useQuery({ ...listTotalsQuery(dataProvider, resource, filters, live, read), enabled });
  const answers = query.data;
  return {
    canAccess: canAccess === true,
    deciding,
    answers,
    total: answers ? addTotals(answers.map((answer) => answer.total)) : undefined,
    isPending: enabled && query.isPending,
    error: query.error,
  };
}

/** One key for every reader, so they share the answers. */
const listTotalsQuery = (
  dataProvider: DataProvider,
  resource: string,
  filters: readonly Record<string, unknown>[],
  live: boolean,
  read?: TotalsRead,
) => ({
  // A work queue's count reads its oldest rows too (registry/queueAge.ts): its own key.
  queryKey: read ? [resource, LIST_TOTALS, filters, read] : [resource, LIST_TOTALS, filters],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    Promise.all(
      filters.map((filter) =>
        dataProvider.getList(resource, {
          pagination: { page: 1, perPage: read?.perPage ?? 1 },
          sort: read?.sort ?? { field: 'id', order: 'DESC' },
          filter,
          signal,
        }),
      ),
    ),
  retry: false,
  ...(live ? { refetchInterval: QUEUE_REFRESH_MS, refetchOnWindowFocus: true } : {}),
});

/** Undefined when one count cannot be read: a sum of the others would read as all that waits. */
export function useQueuesTotal(queues: readonly Queue[]): number | undefined {
  const dataProvider = useDataProvider();
  const { workflow } = useAppConfig();
  const idle = useWhenIdle();
  const results = useQueries({
    queries: queues.map((queue) => ({
      ...listTotalsQuery(
        dataProvider,
        queue.resource,
        waitingFilters(queue, workflow),
        true,
        queueRead(queue),
      ),
      enabled: idle,
    })),
  });
  return addTotals(
    results.map((result) => (result.data ? addTotals(result.data.map((answer) => answer.total)) : undefined)),
  );
}

/** A decision shows in the counts at once, not a minute later. */
export function followWrites(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    // react-admin names the resource in the call (its variables), or in the hook (the key).
    const variables = event.mutation.state.variables as { resource?: unknown } | undefined;
    const resource = variables?.resource ?? event.mutation.options.mutationKey?.[0];
    if (typeof resource === 'string' && resource !== '')
      void queryClient.invalidateQueries({ queryKey: [resource, LIST_TOTALS] });
  });
}

export function useTotalsFollowWrites() {
  const queryClient = useQueryClient();
  useEffect(() => followWrites(queryClient), [queryClient]);
}
