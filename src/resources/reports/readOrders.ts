import type { DataProvider } from 'react-admin';
import { readWholeList } from '../shared/finance/statement';

/** Every order a filter matches, oldest first: what the orders report adds up. */
export const readOrders = (
  dataProvider: Pick<DataProvider, 'getList'>,
  filter: Record<string, unknown>,
  signal?: AbortSignal,
) => readWholeList(dataProvider, 'orders', 'OrderDate', filter, signal);
