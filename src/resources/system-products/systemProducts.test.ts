import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoBackendForFile, TEST_ORIGIN } from '../../../tests/support/demoBackend';
import { SYSTEM_PRODUCTS_INVALID, SYSTEM_PRODUCTS_INVALID_KEY } from './systemProductData';
import th from './texts.th';
import en from './texts.en';

const backend = demoBackendForFile({ signInAs: 'admin' });

const search = (Producttitle?: string) =>
  backend.dataProvider.getList('system-products', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'ProductId', order: 'ASC' },
    filter: Producttitle ? { Producttitle } : {},
  });

/** The product service answering `Product/GetSystemProductDetail` with `data` as its `Data`. */
const answering = (data: unknown) =>
  backend.server.use(
    mswHttp.get(`${TEST_ORIGIN}/product/api/v1/Product/GetSystemProductDetail`, () =>
      HttpResponse.json({ ResponseCode: 200, Message: 'OK', Data: data }),
    ),
  );

describe('an empty system-product result', () => {
  it('is an empty list (the screen says "no products found"), not an error', async () => {
    await expect(search('ไม่มีสินค้านี้แน่นอน-xyz')).resolves.toEqual({ data: [], total: 0 });
    answering({ Page: 1, PageSize: 50, Total: 0, Data: [] });
    await expect(search()).resolves.toEqual({ data: [], total: 0 });
    answering(null);
    await expect(search()).resolves.toEqual({ data: [], total: 0 });
  });

  it('says so in the user’s language', () => {
    expect(th.empty).toBe('ไม่พบสินค้า');
    expect(en.empty).toBe('No products found');
  });
});

describe('a system-product answer that holds no list', () => {
  it('is an error whose text is a translation key, carrying the specification’s text', async () => {
    answering({ Page: 1, PageSize: 50, Total: 3, Data: 'not a list' });
    const error = await search().catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message: SYSTEM_PRODUCTS_INVALID_KEY,
      body: { message: SYSTEM_PRODUCTS_INVALID },
    });
  });

  it('shows Thai on a Thai screen and the specification’s own words in English', () => {
    expect(SYSTEM_PRODUCTS_INVALID_KEY).toBe('resources.system-products.invalid_answer');
    expect(en.invalid_answer).toBe(
      'Invalid data format: response.data.Data.Data is not an array or is empty',
    );
    expect(th.invalid_answer).toMatch(/^[\u0E00-\u0E7F ]+$/);
  });
});
