import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, type GetListResult } from 'react-admin';
import { addTotals, LIST_TOTALS, QUEUE_REFRESH_MS } from '../registry/queues';

export interface ListTotals {
  /** Whether the role may open the list; nothing is asked until it is known to be true. */
  canAccess: boolean;
  deciding: boolean;
  /** Each filter's first page (one row), in the order of the filters. */
  answers?: GetListResult[];
  /** What the totals add up to; undefined while pending, on a failure, or when an answer has no total. */
  total?: number;
  isPending: boolean;
  error: Error | null;
}

/**
 * How many records a list holds for each of `filters`, added up (the dashboard's figures and the
 * menu's work queues, docs/api.md "Work queues"): a one-row page per filter, read for its `Total`.
 * Asked only of a list the role may open. `live`: asked again every minute and when the tab
 * comes back into focus.
 */
export function useListTotals(
  resource: string,
  filters: readonly Record<string, unknown>[],
  { live = false }: { live?: boolean } = {},
): ListTotals {
  const { canAccess, isPending: deciding } = useCanAccess({ resource, action: 'list' });
  const dataProvider = useDataProvider();
  const enabled = canAccess === true && filters.length > 0;
  const query = useQuery({
    queryKey: [resource, LIST_TOTALS, filters],
    queryFn: ({ signal }) =>
      Promise.all(
        filters.map((filter) =>
          dataProvider.getList(resource, {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'DESC' },
            filter,
            signal,
          }),
        ),
      ),
    enabled,
    retry: false,
    ...(live ? { refetchInterval: QUEUE_REFRESH_MS, refetchOnWindowFocus: true } : {}),
  });
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
