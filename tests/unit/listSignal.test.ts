import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/api/http';
import { createResourceDataProvider } from '../../src/providers/dataEngine';
import { allTransactionData } from '../../src/resources/transactions/transactionData';

/** An http client that answers every list empty and keeps the options of each call. */
function recordingHttp() {
  const calls: RequestOptions[] = [];
  const http = {
    request: async (_service: string, _path: string, options: RequestOptions = {}) => {
      calls.push(options);
      return { Page: 1, PageSize: 10, Total: 0, Data: [] };
    },
  } as unknown as HttpClient;
  return { http, calls };
}

const lookup = { one: async () => ({ id: 0 }), all: async () => [], whole: async () => ({ data: [] }) };
const params = (signal: AbortSignal) => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
  signal,
});

describe('a list read with a signal (a whole list the person may cancel)', () => {
  it('hands the signal to the http client, for a list the engine pages', async () => {
    const { http, calls } = recordingHttp();
    const provider = createResourceDataProvider(
      'orders',
      {
        service: 'order',
        idField: 'OrderID',
        getList: { path: 'Order/OrderMemberList', paging: 'page/pageSize' },
      },
      { http, lookup },
    );
    const controller = new AbortController();
    await provider.getList('orders', params(controller.signal));
    expect(calls[0].signal).toBe(controller.signal);
  });

  it('hands it over for the finance statement, read by its own code', async () => {
    const { http, calls } = recordingHttp();
    const provider = createResourceDataProvider('transactions', allTransactionData, { http, lookup });
    const controller = new AbortController();
    await provider.getList('transactions', params(controller.signal));
    expect(calls[0].signal).toBe(controller.signal);
  });
});
