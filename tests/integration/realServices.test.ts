import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoBackendForFile, TEST_ORIGIN, type RecordedRequest } from '../support/demoBackend';

/**
 * The data layer against services that answer as the specification allows but not as the demo
 * does: page sizes capped, no call for one brand, filters ignored, assumed calls missing, answers
 * that are not JSON. Each case failed before its fix (a made-up record, ids sent as text, a page of
 * 10,000 asked for, "not found" for an unreadable answer).
 */
const backend = demoBackendForFile({ signInAs: 'admin' });

const PRODUCT = `${TEST_ORIGIN}/product/api/v1/`;
const SUPPLIER = `${TEST_ORIGIN}/supplier/api/v1/`;
const GROCERY = `${TEST_ORIGIN}/grocery/api/v1/`;
const json = (request: RecordedRequest) => JSON.parse(request.body || 'null');
const paths = () => backend.requests.map((request) => `${request.method} ${request.url.pathname}`);

/** A paged service that answers at most `cap` rows a page, whatever page size is asked. */
function cappedPages<T>(rows: T[], cap: number) {
  return ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const size = Math.min(Number(query.get('pageSize') ?? 50), cap);
    const Data = rows.slice((page - 1) * size, page * size);
    return HttpResponse.json({
      ResponseCode: 200,
      Message: 'OK',
      Data: { Page: page, PageSize: size, Total: rows.length, Data },
    });
  };
}

const brands = Array.from({ length: 250 }, (_, index) => ({
  BrandId: index + 1,
  Brandname: `แบรนด์ที่ ${index + 1}`,
  BrandImgUrl: `https://cdn.example/brand-${index + 1}.png`,
  IsActive: index % 2 === 0,
}));

describe('one record is read only through a call that holds it', () => {
  it('reads a brand beyond the first capped page from the list, never from an invented call', async () => {
    backend.server.use(mswHttp.get(`${PRODUCT}Brand/GetAllBrands`, cappedPages(brands, 100)));
    const { data } = await backend.dataProvider.getOne('brands', { id: '230' });
    expect(data).toMatchObject({ BrandId: 230, id: 230, BrandTitle: 'แบรนด์ที่ 230' });
    expect(paths().every((path) => path.endsWith('Brand/GetAllBrands'))).toBe(true);
    // Three pages of 100: the first asked whole, then in the size the service really used.
    const asked = backend.requests.map((request) => Object.fromEntries(request.url.searchParams));
    expect(asked).toEqual([
      { page: '1', pageSize: '1000' },
      { page: '2', pageSize: '100' },
      { page: '3', pageSize: '100' },
    ]);
  });

  it('says "not found" for a brand the service does not have, never a made-up record', async () => {
    backend.server.use(mswHttp.get(`${PRODUCT}Brand/GetAllBrands`, cappedPages(brands, 100)));
    await expect(backend.dataProvider.getOne('brands', { id: '999' })).rejects.toMatchObject({
      status: 404,
      message: 'ra.notification.item_doesnt_exist',
    });
  });

  it('saves a brand with the id type the server gave and the fields it loaded', async () => {
    backend.server.use(mswHttp.get(`${PRODUCT}Brand/GetAllBrands`, cappedPages(brands, 100)));
    const { data: loaded } = await backend.dataProvider.getOne('brands', { id: '101' });
    await backend.dataProvider.update('brands', {
      id: '101',
      data: { ...loaded, BrandTitle: 'ชื่อใหม่' },
      previousData: loaded,
    });
    const put = backend.lastRequest();
    expect(put.method).toBe('PUT');
    expect(json(put)).toEqual({
      BrandId: 101,
      BrandTitle: 'ชื่อใหม่',
      BrandImgUrl: 'https://cdn.example/brand-101.png',
      IsActive: true,
    });
  });

  it('sends no default for a field the loaded brand did not have', async () => {
    const bare = [{ BrandId: 7, Brandname: 'ไม่มีรูป' }];
    backend.server.use(mswHttp.get(`${PRODUCT}Brand/GetAllBrands`, cappedPages(bare, 100)));
    const { data: loaded } = await backend.dataProvider.getOne('brands', { id: '7' });
    await backend.dataProvider.update('brands', { id: '7', data: { ...loaded }, previousData: loaded });
    expect(json(backend.lastRequest())).toEqual({ BrandId: 7, BrandTitle: 'ไม่มีรูป' });
  });

  it('refuses a supplier detail when the service answers another supplier', async () => {
    const other = { SupplierId: 'S-2', SupplierName: 'ร้านอื่น' };
    backend.server.use(
      mswHttp.get(`${SUPPLIER}BackOfficeSupplier/BackOfficeSuppliers`, () =>
        HttpResponse.json({ ResponseCode: 200, Data: { Page: 1, PageSize: 50, Total: 1, Data: [other] } }),
      ),
    );
    await expect(backend.dataProvider.getOne('suppliers', { id: 'S-1' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('keeps a category title lookup that names no id as the asked record', async () => {
    backend.server.use(
      mswHttp.get(`${PRODUCT}ProductCategory/ProductSubCategory`, () =>
        HttpResponse.json({ ResponseCode: 200, Data: [{ Tiltle: 'ย่อย' }] }),
      ),
    );
    const { data } = await backend.dataProvider.getOne('subcategory-choices', { id: 77 });
    expect(data).toMatchObject({ id: 77, Tiltle: 'ย่อย' });
  });
});

describe('lookups of names do not rely on a page of 10,000', () => {
  it('names suppliers from AllSuppliers', async () => {
    const all = [
      { SupplierId: 1, SupplierName: 'หนึ่ง' },
      { SupplierId: 2, SupplierName: 'สอง' },
      { SupplierId: 3, SupplierName: 'สาม' },
    ];
    backend.server.use(
      mswHttp.get(`${SUPPLIER}BackOfficeSupplier/AllSuppliers`, () =>
        HttpResponse.json({ ResponseCode: 200, Data: all }),
      ),
    );
    const { data } = await backend.dataProvider.getMany('suppliers', { ids: ['3', 1] });
    expect(data.map((record) => record.SupplierName).sort()).toEqual(['สาม', 'หนึ่ง']);
    expect(paths()).toEqual(['GET /supplier/api/v1/BackOfficeSupplier/AllSuppliers']);
  });

  it('pages through a capped grocery list to name a store beyond its first page', async () => {
    const stores = Array.from({ length: 230 }, (_, index) => ({
      GroceryId: index + 1,
      GroceryName: `ร้านที่ ${index + 1}`,
    }));
    backend.server.use(
      mswHttp.get(`${GROCERY}BackOfficeGrocery/BackOfficeGrocerys`, cappedPages(stores, 100)),
    );
    const { data } = await backend.dataProvider.getMany('groceries', { ids: [5, 222] });
    expect(data.map((record) => record.GroceryName)).toEqual(['ร้านที่ 5', 'ร้านที่ 222']);
    const sizes = backend.requests.map((request) => Number(request.url.searchParams.get('pageSize')));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1000);
  });
});

describe('assumed calls and unreadable answers', () => {
  it('reports an assumed call the service does not offer as such, without signing out', async () => {
    backend.server.use(
      mswHttp.get(
        `${TEST_ORIGIN}/kk-bo-api/api/Advertise/Logs`,
        () => new HttpResponse('Not Found', { status: 404 }),
      ),
    );
    await expect(
      backend.dataProvider.getList('advert-logs', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 404, message: 'app.error.not_offered' });
    expect(backend.events.unauthorized).toBe(0);
  });

  it('reads a store survey from its list when the service has no call for one', async () => {
    const survey = { id: 41, storename: 'ร้านสำรวจ', storetype: 'GC' };
    backend.server.use(
      mswHttp.get(`${TEST_ORIGIN}/api/Storesurvey/41`, () => new HttpResponse(null, { status: 405 })),
      mswHttp.get(`${TEST_ORIGIN}/api/Storesurvey/WithPage`, () =>
        HttpResponse.json({ meta: { page: 1, take: 1000, itemCount: 1 }, data: [survey] }),
      ),
    );
    const { data } = await backend.dataProvider.getOne('store-surveys', { id: '41' });
    expect(data).toMatchObject({ id: 41, storename: 'ร้านสำรวจ' });
  });

  it('calls a 200 answer that is not JSON unreadable, not "not found"', async () => {
    backend.server.use(
      mswHttp.get(
        `${PRODUCT}Brand/GetAllBrands`,
        () => new HttpResponse('<html>gateway</html>', { status: 200 }),
      ),
    );
    await expect(backend.dataProvider.getOne('brands', { id: '1' })).rejects.toMatchObject({
      message: 'app.error.malformed',
    });
  });
});
