import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIST_TOTALS } from '../registry/queues';
import { listKey } from '../providers/queryKeys';
import { followWrites } from './useListTotals';

/** A cache holding the totals of two lists, and the lists' own pages. */
function cacheWithTotals() {
  const queryClient = new QueryClient();
  for (const key of [
    ['pay-outs', LIST_TOTALS, [{ TransactionStatusCode: 'WAITING_APPROVAL' }]],
    listKey('pay-outs', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    }),
    ['supplier-alcohol', LIST_TOTALS, [{ ApprovedStatus: 'PENDING' }]],
  ])
    queryClient.setQueryData(key, []);
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0] + ' ' + String(query.queryKey[1]));
  return { queryClient, invalidated };
}

const write = (queryClient: QueryClient, mutationKey: unknown[], variables: unknown, fails = false) =>
  queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationKey,
      mutationFn: () => (fails ? Promise.reject(new Error('refused')) : Promise.resolve('saved')),
    })
    .execute(variables)
    .catch(() => undefined);

describe("the work queues' counts after the user's own writes", () => {
  it('ask the written resource its totals again, and only that resource', async () => {
    const { queryClient, invalidated } = cacheWithTotals();
    const stop = followWrites(queryClient);
    // useUpdate() named without a resource: the call names it.
    await write(queryClient, [undefined, 'update', {}], { resource: 'pay-outs', id: 7 });
    expect(invalidated()).toEqual(['pay-outs listTotals']);
    stop();
  });

  it('read the resource from the hook when the call does not name it', async () => {
    const { queryClient, invalidated } = cacheWithTotals();
    const stop = followWrites(queryClient);
    await write(queryClient, ['supplier-alcohol', 'update', {}], { id: 3 });
    expect(invalidated()).toEqual(['supplier-alcohol listTotals']);
    stop();
  });

  it('stay as they are after a write that failed, or once no longer followed', async () => {
    const { queryClient, invalidated } = cacheWithTotals();
    const stop = followWrites(queryClient);
    await write(queryClient, [undefined, 'update', {}], { resource: 'pay-outs' }, true);
    expect(invalidated()).toEqual([]);
    stop();
    await write(queryClient, [undefined, 'update', {}], { resource: 'pay-outs' });
    expect(invalidated()).toEqual([]);
  });
});
