import { useGetList } from 'react-admin';
import type { ServerStatus } from './statusCheck';

/** One query everywhere, so the statuses are asked once; no sort, so they keep the server's order. */
const WHOLE = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
};

/** `statuses` is undefined until read, and when they could not be read. */
export function useTransactionStatuses() {
  const { data, isPending, error, refetch } = useGetList('transaction-statuses', WHOLE, {
    staleTime: 5 * 60_000,
    retry: false,
  });
  const statuses = data?.map((row): ServerStatus => ({ Code: String(row.Code ?? row.id), Name: row.Name }));
  return { statuses: error ? undefined : statuses, isPending: isPending && !error, error, refetch };
}
