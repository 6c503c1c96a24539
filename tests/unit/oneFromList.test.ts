import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/api/http';
import { errorText } from '../../src/api/serverErrors';
import en from '../../src/i18n/en';
import th from '../../src/i18n/th';
import {
  createResourceDataProvider,
  idFilterOf,
  ONE_FROM_LIST,
  type ListSpec,
  type Lookup,
  type ResourceDescription,
} from '../../src/providers/dataEngine';

/** An http client that answers every call with `answer` and keeps each call's path and query. */
function recordingHttp(answer: unknown) {
  const calls: { path: string; query: RequestOptions['query'] }[] = [];
  const http = {
    request: async (_service: string, path: string, options: RequestOptions = {}) => {
      calls.push({ path, query: options.query });
      return answer;
    },
  } as unknown as HttpClient;
  return { http, calls };
}

/** A lookup whose whole list is `rows` of `total`, counting how often the whole list is read. */
function wholeList(rows: RaRecord[], total: number) {
  const reads = { all: 0, whole: 0 };
  const lookup: Lookup = {
    one: async () => Promise.reject(new Error('not asked')),
    all: async () => {
      reads.all++;
      return rows;
    },
    whole: async () => {
      reads.whole++;
      return { data: rows, total };
    },
  };
  return { lookup, reads };
}

const callbacks = (filters: ListSpec['filters']): ResourceDescription => ({
  service: 'backoffice',
  idField: 'CallbackId',
  getList: { path: 'Payment/Callbacks', paging: 'page/pageSize', filters },
  getOne: ONE_FROM_LIST,
});

const rowsUpTo = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ CallbackId: index + 1, id: index + 1 }));

const message = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => error,
  );

describe('one record of a resource without a call for one', () => {
  it('is read by the list filter on its id, in one call of a few rows, when the paged list has one', async () => {
    // A service whose filter matches by prefix: 7 brings 70 too; the asked record is the one kept.
    const { http, calls } = recordingHttp({
      Page: 1,
      PageSize: 10,
      Total: 2,
      Data: [{ CallbackId: 70 }, { CallbackId: 7 }],
    });
    const { lookup, reads } = wholeList([], 0);
    const provider = createResourceDataProvider(
      'payment-callbacks',
      callbacks({ status: 'status', CallbackId: 'CallbackId' }),
      { http, lookup },
    );
    const { data } = await provider.getOne('payment-callbacks', { id: '7' });
    expect(data).toEqual({ CallbackId: 7, id: 7 });
    expect(calls).toEqual([{ path: 'Payment/Callbacks', query: { page: 1, pageSize: 10, CallbackId: '7' } }]);
    expect(reads).toEqual({ all: 0, whole: 0 });
  });

  it('is "not found" when the filtered answer does not hold its id, never another record', async () => {
    const { http } = recordingHttp({ Page: 1, PageSize: 10, Total: 1, Data: [{ CallbackId: 70 }] });
    const provider = createResourceDataProvider(
      'payment-callbacks',
      callbacks({ CallbackId: 'CallbackId' }),
      { http, lookup: wholeList([], 0).lookup },
    );
    const error = await message(provider.getOne('payment-callbacks', { id: 7 }));
    expect(error).toMatchObject({ message: 'ra.notification.item_doesnt_exist', status: 404 });
  });

  it('takes as an id filter only an exact match on the id field of a paged list', () => {
    const paged = (filters: ListSpec['filters']): ListSpec => ({ path: 'x', paging: 'page/take', filters });
    expect(
      idFilterOf(paged({ q: 'q', id: { param: 'callbackId', field: 'CallbackId' } }), 'CallbackId'),
    ).toBe('id');
    expect(idFilterOf(paged({ CallbackId: 'CallbackId' }), 'CallbackId')).toBe('CallbackId');
    expect(
      idFilterOf(paged({ CallbackId: { param: 'CallbackId', match: 'contains' } }), 'CallbackId'),
    ).toBeUndefined();
    expect(
      idFilterOf(
        paged({ who: { param: 'who', field: 'CallbackId', orMatches: [{ field: 'Name' }] } }),
        'CallbackId',
      ),
    ).toBeUndefined();
    expect(idFilterOf(paged({ status: 'status' }), 'CallbackId')).toBeUndefined();
    // A whole list is read once and cached: the record is taken from it.
    expect(idFilterOf({ path: 'x', filters: { CallbackId: 'CallbackId' } }, 'CallbackId')).toBeUndefined();
  });

  it('is read from the whole list otherwise, and says how far it looked when the list stopped short', async () => {
    const { http, calls } = recordingHttp(undefined);
    const { lookup, reads } = wholeList(rowsUpTo(1200), 5000);
    const provider = createResourceDataProvider('payment-callbacks', callbacks({ status: 'status' }), {
      http,
      lookup,
    });
    expect((await provider.getOne('payment-callbacks', { id: '1200' })).data).toEqual({
      CallbackId: 1200,
      id: 1200,
    });
    expect(reads).toEqual({ all: 1, whole: 0 });

    const error = await message(provider.getOne('payment-callbacks', { id: 4000 }));
    expect(error).toMatchObject({ message: 'app.error.not_found_within', status: 404 });
    expect(reads).toEqual({ all: 2, whole: 1 });
    expect(calls).toEqual([]);
    const english = polyglotI18nProvider(() => en, 'en');
    expect(errorText(error, english.translate)).toBe(
      'Not found in the first 1,200 rows of the list: the service has no call for one record, and the app reads no further.',
    );
    expect(errorText(error, polyglotI18nProvider(() => th, 'th').translate)).toContain(
      'ไม่พบใน 1,200 แถวแรกของรายการ',
    );
  });

  it('is plainly "not found" when the whole list was read to its end', async () => {
    const { http } = recordingHttp(undefined);
    const provider = createResourceDataProvider('payment-callbacks', callbacks({ status: 'status' }), {
      http,
      lookup: wholeList(rowsUpTo(30), 30).lookup,
    });
    const error = await message(provider.getOne('payment-callbacks', { id: 31 }));
    expect(error).toMatchObject({ message: 'ra.notification.item_doesnt_exist', status: 404 });
  });
});
