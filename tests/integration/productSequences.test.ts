import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/httpClient';
import { readToken } from '../../src/api/session';
import { parseConfig } from '../../src/config/parse';
import { createProduct } from '../../src/resources/products/createProduct';
import { updateProduct } from '../../src/resources/products/productUpdate';
import { demoBackendForFile, TEST_API_KEY, TEST_ORIGIN } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

const PRODUCT = '/product/api/v1/';
const IMAGE = 'ProductImage/systemproductimage';
const path = (url: URL | string) => new URL(url).pathname.replace(/^\/[^/]+\/api\/v1\//, '');
const calls = () => backend.requests.map((request) => `${request.method} ${path(request.url)}`);

const newProduct = {
  ProductCategoryId: 1,
  BrandId: 1,
  ProductDescription: 'รายละเอียด',
  ProductSummary: '',
  Barcode: '',
  UnitId: 2,
  MeasurementValue: 60,
  SizeWidth: 10,
  SizeLong: 5,
  SizeHeight: 20,
  ImgUrl: '/demo-files/seed/product/1.svg',
};

async function firstSubcategoryOf(categoryId: number) {
  const { data } = await backend.dataProvider.getList('subcategory-choices', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'ProductSubCategoryId', order: 'ASC' },
    filter: { productCategoryId: categoryId },
  });
  return Number(data[0].id);
}

async function productsNamed(name: string) {
  const { data } = await backend.dataProvider.getList('products', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'ProductId', order: 'DESC' },
    filter: { ProductName: name },
  });
  return data.filter((product) => product.ProductName === name);
}

/**
 * The app's own client with a short time-out, its calls listed apart from what the tests do on
 * the service's side (a service that does its work and answers late).
 */
function appClient(timeoutMs: number) {
  const sent: { call: string; url: URL }[] = [];
  const http = createHttpClient({
    config: parseConfig({ demo: true, apiKey: TEST_API_KEY, apiKeyHeader: 'x-api-key' }),
    origin: TEST_ORIGIN,
    getToken: () => readToken(),
    onUnauthorized: () => undefined,
    timeoutMs,
    fetch: (input, init) => {
      const url = new URL(String(input));
      sent.push({ call: `${init?.method ?? 'GET'} ${path(url)}`, url });
      return fetch(input, init);
    },
  });
  return { http, sent, calls: () => sent.map(({ call }) => call) };
}

/** Waits until the app gave up on the request (its time-out), or 10 s. */
const untilAbandoned = (request: Request) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

describe('a product create that meets a 401', () => {
  it('removes what it made with the token still sent, and only then ends the session', async () => {
    const sub = await firstSubcategoryOf(1);
    const name = 'สินค้าที่หมดเวลาเข้าสู่ระบบระหว่างทาง';
    backend.faults.set({ method: 'POST', path: IMAGE, status: 401, message: 'Token expired' });
    const endedBefore = backend.events.unauthorized;
    // What the session looked like when each removal reached the service.
    const sessionEndedAtRemoval: number[] = [];
    backend.server.use(
      mswHttp.delete(/ProductAttribute\/systemproductattribute|Product\/SystemProduct$/, () => {
        sessionEndedAtRemoval.push(backend.events.unauthorized - endedBefore);
      }),
    );
    backend.requests.length = 0;

    const error = await backend.dataProvider
      .create('products', { data: { ...newProduct, ProductSubCategoryId: sub, ProductName: name } })
      .catch((failure: unknown) => failure);

    expect(error).toMatchObject({
      status: 401,
      message: 'resources.products.notifications.add_image_failed',
      body: { rolledBack: true },
    });
    expect(calls()).toEqual([
      'POST Product/SystemProduct',
      'POST ProductAttribute/systemproductattribute',
      'POST ProductImage/systemproductimage',
      // the image was refused, so there is none to remove
      'DELETE ProductAttribute/systemproductattribute',
      'DELETE Product/SystemProduct',
    ]);
    const removals = backend.requests.filter((request) => request.method === 'DELETE');
    for (const removal of removals)
      expect(removal.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sessionEndedAtRemoval).toEqual([0, 0]);
    // then the session ends, once
    expect(backend.events.unauthorized - endedBefore).toBe(1);
    expect(readToken()).toBeNull();

    await backend.signIn();
    backend.faults.clear();
    expect(await productsNamed(name)).toEqual([]);
  });
});

describe('a product create whose first step got no answer', () => {
  it('looks for the product before anything else, and goes on with it when the service made it', async () => {
    const sub = await firstSubcategoryOf(1);
    const name = 'สินค้าที่เซิร์ฟเวอร์ตอบช้า';
    backend.server.use(
      mswHttp.post(
        `${TEST_ORIGIN}${PRODUCT}Product/SystemProduct`,
        async ({ request }) => {
          // the service makes the product, and answers after the app stopped waiting
          await backend.http.request('product', 'Product/SystemProduct', {
            method: 'POST',
            body: await request.clone().json(),
          });
          await untilAbandoned(request);
          return HttpResponse.json({ ResponseCode: 200, Data: null });
        },
        { once: true },
      ),
    );
    const app = appClient(1500);

    const result = await createProduct(app.http, {
      ...newProduct,
      ProductSubCategoryId: sub,
      ProductName: name,
    });

    expect(app.calls()).toEqual([
      'POST Product/SystemProduct',
      'GET Product/GetAllProducts',
      'GET ProductAttribute/productattribute',
      'POST ProductAttribute/systemproductattribute',
      'POST ProductImage/systemproductimage',
    ]);
    expect(app.sent[1].url.searchParams.get('ProductName')).toBe(name);
    const made = await productsNamed(name);
    expect(made).toHaveLength(1);
    expect(result).toMatchObject({
      success: true,
      productId: made[0].ProductId,
      productDetailId: made[0].ProductDetailId,
    });
    expect(made[0]).toMatchObject({ UnitId: 2, SizeHeight: 20, ImgUrl: newProduct.ImgUrl });
  });

  it('says saving again is safe when the product is not there, and makes none', async () => {
    const sub = await firstSubcategoryOf(1);
    const name = 'สินค้าที่ไม่ได้ถูกสร้าง';
    backend.server.use(
      mswHttp.post(
        `${TEST_ORIGIN}${PRODUCT}Product/SystemProduct`,
        async ({ request }) => {
          await untilAbandoned(request);
          return HttpResponse.json({ ResponseCode: 200, Data: null });
        },
        { once: true },
      ),
    );
    const app = appClient(300);

    const result = await createProduct(app.http, {
      ...newProduct,
      ProductSubCategoryId: sub,
      ProductName: name,
    });

    expect(result).toMatchObject({
      success: false,
      status: 'resources.products.notifications.add_product_failed',
      message: 'app.error.timeout',
      lookup: 'absent',
      rolledBack: true,
    });
    expect(app.calls()).toEqual(['POST Product/SystemProduct', 'GET Product/GetAllProducts']);
    expect(await productsNamed(name)).toEqual([]);
  });

  it('when the list cannot be read either, the next save of that name looks first and posts nothing new', async () => {
    const sub = await firstSubcategoryOf(1);
    const name = 'สินค้าที่ตรวจสอบไม่ได้';
    const data = { ...newProduct, ProductSubCategoryId: sub, ProductName: name };
    backend.server.use(
      mswHttp.post(
        `${TEST_ORIGIN}${PRODUCT}Product/SystemProduct`,
        async ({ request }) => {
          await backend.http.request('product', 'Product/SystemProduct', {
            method: 'POST',
            body: await request.clone().json(),
          });
          await untilAbandoned(request);
          return HttpResponse.json({ ResponseCode: 200, Data: null });
        },
        { once: true },
      ),
    );
    backend.faults.set({ method: 'GET', path: 'Product/GetAllProducts', status: 503, times: 1 });
    const app = appClient(1500);

    const first = await createProduct(app.http, data);
    expect(first).toMatchObject({
      success: false,
      status: 'resources.products.notifications.add_product_failed',
      message: 'app.error.timeout',
      lookup: 'failed',
    });
    expect(first.rolledBack).toBeUndefined();
    expect(app.calls()).toEqual(['POST Product/SystemProduct', 'GET Product/GetAllProducts']);

    app.sent.length = 0;
    const again = await createProduct(app.http, data);
    expect(again).toMatchObject({ success: true });
    expect(app.calls()).toEqual([
      'GET Product/GetAllProducts',
      'GET ProductAttribute/productattribute',
      'POST ProductAttribute/systemproductattribute',
      'POST ProductImage/systemproductimage',
    ]);
    expect(await productsNamed(name)).toHaveLength(1);
  });

  it('does not take over a complete product of the same name made before', async () => {
    const sub = await firstSubcategoryOf(1);
    const name = 'สินค้าชื่อซ้ำที่มีอยู่แล้ว';
    const data = { ...newProduct, ProductSubCategoryId: sub, ProductName: name };
    const earlier = await createProduct(backend.http, data);
    expect(earlier.success).toBe(true);
    backend.server.use(
      mswHttp.post(
        `${TEST_ORIGIN}${PRODUCT}Product/SystemProduct`,
        async ({ request }) => {
          await untilAbandoned(request);
          return HttpResponse.json({ ResponseCode: 200, Data: null });
        },
        { once: true },
      ),
    );
    const app = appClient(300);

    const result = await createProduct(app.http, data);

    expect(result).toMatchObject({ success: false, lookup: 'absent' });
    expect(app.calls()).toEqual([
      'POST Product/SystemProduct',
      'GET Product/GetAllProducts',
      'GET ProductAttribute/productattribute',
    ]);
    const left = await productsNamed(name);
    expect(left.map((product) => product.ProductId)).toEqual([earlier.productId]);
  });
});

describe('the rollback of a product create', () => {
  it('removes the image its last step made although the answer was lost, then attribute and product', async () => {
    const sub = await firstSubcategoryOf(1);
    const name = 'สินค้าที่รูปภาพตอบไม่สำเร็จ';
    backend.server.use(
      mswHttp.post(
        `${TEST_ORIGIN}${PRODUCT}${IMAGE}`,
        async ({ request }) => {
          // the image is kept, but the gateway gives up before the service answers
          await backend.http.request('product', IMAGE, {
            method: 'POST',
            body: await request.clone().json(),
          });
          return HttpResponse.json({ ResponseCode: 504, Message: 'Gateway Timeout' }, { status: 504 });
        },
        { once: true },
      ),
    );
    const app = appClient(5000);

    const result = await createProduct(app.http, {
      ...newProduct,
      ProductSubCategoryId: sub,
      ProductName: name,
    });

    expect(result).toMatchObject({
      success: false,
      status: 'resources.products.notifications.add_image_failed',
      rolledBack: true,
    });
    expect(app.calls()).toEqual([
      'POST Product/SystemProduct',
      'POST ProductAttribute/systemproductattribute',
      `POST ${IMAGE}`,
      `DELETE ${IMAGE}`,
      'DELETE ProductAttribute/systemproductattribute',
      'DELETE Product/SystemProduct',
    ]);
    const imageRemoval = app.sent[3].url;
    expect(Object.fromEntries(imageRemoval.searchParams)).toEqual({
      productDetailId: String(result.productDetailId),
    });
    expect(await productsNamed(name)).toEqual([]);
  });
});

describe('a product update', () => {
  it('puts the new image on the cover the form showed (IsCover), not on the first image', async () => {
    const { data: products } = await backend.dataProvider.getList('products', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'ProductId', order: 'ASC' },
      filter: {},
    });
    const product = products[0];
    const detailId = Number(product.ProductDetailId);
    // The service lists a side image first and the cover second.
    backend.server.use(
      mswHttp.get(`${TEST_ORIGIN}${PRODUCT}ProductImage/productimages`, () =>
        HttpResponse.json({
          ResponseCode: 200,
          Data: [
            { ProductImageId: 901, ProductDetailId: detailId, ImgUrl: '/side.png', IsCover: false },
            { ProductImageId: 902, ProductDetailId: detailId, ImgUrl: '/cover.png', IsCover: true },
          ],
        }),
      ),
    );
    const { http } = appClient(10_000);
    await updateProduct(http, Number(product.ProductId), { ...product, ImgUrl: '/new-cover.png' });
    backend.server.resetHandlers();
    const put = backend.requests.find((request) => request.method === 'PUT' && path(request.url) === IMAGE);
    expect(put).toBeDefined();
    expect(JSON.parse(put!.body)).toMatchObject({
      ProductImageId: 902,
      ImgUrl: '/new-cover.png',
      IsCover: true,
    });
  });
});

describe('a product update that fails after its first step', () => {
  async function firstProduct() {
    const { data } = await backend.dataProvider.getList('products', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'ProductId', order: 'DESC' },
      filter: {},
    });
    return (await backend.dataProvider.getOne('products', { id: data[0].id })).data;
  }

  it('puts back the product and attribute it changed, and says so', async () => {
    const before = await firstProduct();
    backend.faults.set({ method: 'PUT', path: IMAGE, status: 500, message: 'disk full', times: 1 });
    backend.requests.length = 0;

    const error = await backend.dataProvider
      .update('products', {
        id: before.id,
        data: { ...before, ProductName: 'ชื่อที่ไม่ควรค้างอยู่', MeasurementValue: 999 },
        previousData: before,
      })
      .catch((failure: unknown) => failure);

    expect(error).toMatchObject({
      message: 'resources.products.notifications.put_image_failed',
      body: { rolledBack: true },
    });
    expect(calls()).toEqual([
      'PUT Product/SystemProduct',
      'GET ProductAttribute/productattribute',
      'PUT ProductAttribute/systemproductattribute',
      'GET ProductImage/productimages',
      `PUT ${IMAGE}`,
      // a 500 may still have written the image: it is put back too, then attribute and product
      `PUT ${IMAGE}`,
      'PUT ProductAttribute/systemproductattribute',
      'PUT Product/SystemProduct',
    ]);
    const after = await firstProduct();
    expect(after.ProductName).toBe(before.ProductName);
    expect(after.MeasurementValue).toBe(before.MeasurementValue);
    expect(after.ImgUrl).toBe(before.ImgUrl);
  });

  it('meeting a 401, puts back with the token still sent, and only then ends the session', async () => {
    const before = await firstProduct();
    backend.faults.set({
      method: 'PUT',
      path: 'ProductAttribute/systemproductattribute',
      status: 401,
      message: 'Token expired',
      times: 1,
    });
    const endedBefore = backend.events.unauthorized;
    backend.requests.length = 0;

    const error = await backend.dataProvider
      .update('products', {
        id: before.id,
        data: { ...before, ProductName: 'ชื่อระหว่างหมดเวลา' },
        previousData: before,
      })
      .catch((failure: unknown) => failure);

    expect(error).toMatchObject({ status: 401, body: { rolledBack: true } });
    // A refused attribute changed nothing: only the product is put back.
    expect(calls()).toEqual([
      'PUT Product/SystemProduct',
      'GET ProductAttribute/productattribute',
      'PUT ProductAttribute/systemproductattribute',
      'PUT Product/SystemProduct',
    ]);
    const putBack = backend.requests[3];
    expect(putBack.headers.get('authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(putBack.body)).toMatchObject({ ProductName: before.ProductName });
    expect(backend.events.unauthorized - endedBefore).toBe(1);
    await backend.signIn();
    backend.faults.clear();
    expect((await firstProduct()).ProductName).toBe(before.ProductName);
  });
});

describe('a product delete that fails midway', () => {
  it('names the parts still on the server', async () => {
    const { data } = await backend.dataProvider.getList('products', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'ProductId', order: 'ASC' },
      filter: {},
    });
    backend.faults.set({
      method: 'DELETE',
      path: 'ProductAttribute/systemproductattribute',
      status: 500,
      message: 'busy',
      times: 1,
    });
    const error = await backend.dataProvider
      .delete('products', { id: data[0].id, previousData: data[0] })
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      message: 'resources.products.notifications.delete_attribute_failed',
      body: { left: ['attribute', 'image'] },
    });
    backend.faults.clear();
  });
});
