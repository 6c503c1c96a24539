import type { DataProvider } from 'react-admin';
import { readWholeList, type ReadingProgress } from '../shared/finance/statement';

/** Every order a filter matches, oldest first: what the orders report adds up. */
export const readOrders = (
  dataProvider: Pick<DataProvider, 'getList'>,
  filter: Record<string, unknown>,
  signal?: AbortSignal,
  onProgress?: ReadingProgress,
) => readWholeList(dataProvider, 'orders', 'OrderDate', filter, signal, onProgress);
