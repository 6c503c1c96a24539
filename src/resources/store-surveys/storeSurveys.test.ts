import type { SortPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { demoBackendForFile, TEST_API_KEY } from '../../../tests/support/demoBackend';
import { uploadImage } from '../shared/files/uploads';
import { sendRegistration } from './registration';
import { STORE_SURVEY_UPLOADS } from './storeSurveyRules';

const backend = demoBackendForFile({ signInAs: 'sales' });

const list = (
  filter: Record<string, unknown> = {},
  page = 1,
  sort: SortPayload = { field: 'id', order: 'DESC' },
) => backend.dataProvider.getList('store-surveys', { pagination: { page, perPage: 50 }, sort, filter });

/** A survey as staff fill it in, written here by hand (not from the app's rules). */
const typed = {
  storename: '  ร้านป้าสมใจ ทดสอบ ',
  storetype: 'GC',
  contactname: 'สมใจ ทดสอบ',
  contactphoneNo: '081-234-5678',
  address: '12/3 ถนนมิตรภาพ',
  subdistrict: 'ในเมือง',
  district: 'เมืองขอนแก่น',
  region: 'ภาคตะวันออกเฉียงเหนือ',
  province: 'ขอนแก่น',
  zipcode: '40000',
  isinterested: true,
  isDownloaded: false,
  isLearned: false,
  reason: '',
  operator: 'sales',
  ImageUrl: '',
};

const sentFields = [
  'storename',
  'storetype',
  'contactname',
  'contactphoneNo',
  'address',
  'subdistrict',
  'district',
  'region',
  'province',
  'zipcode',
  'isinterested',
  'isDownloaded',
  'isLearned',
  'reason',
  'operator',
  'ImageUrl',
];

describe('the store-survey list (GET /api/Storesurvey/WithPage)', () => {
  it('asks the back-office API with page and take, the API key and the token, newest first', async () => {
    const { data, total } = await list({}, 2);
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/Storesurvey/WithPage');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '2', take: '50' });
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(total).toBe(120);
    expect(data).toHaveLength(50);
    expect(data[0].id).toBe(70);
  });

  it('filters by store name, kind, province and interest, and sorts on the server', async () => {
    const { data: all } = await list();
    const sample = all.find((row) => row.storetype === 'WS' && row.isinterested === false)!;
    const { data: found } = await list({
      q: String(sample.storename).slice(0, 6),
      storetype: 'WS',
      province: sample.province,
      isinterested: 'false',
    });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toMatchObject({
      storename: String(sample.storename).slice(0, 6),
      storetype: 'WS',
      province: String(sample.province),
      isinterested: 'false',
    });
    expect(found.map((row) => row.id)).toContain(sample.id);
    for (const row of found) {
      expect(row).toMatchObject({ storetype: 'WS', province: sample.province, isinterested: false });
    }

    const { data: sorted } = await list({}, 1, { field: 'storename', order: 'ASC' });
    expect(backend.lastRequest().url.searchParams.get('Sort')).toBe('storename');
    expect(backend.lastRequest().url.searchParams.get('Order')).toBe('ASC');
    const names = sorted.map((row) => String(row.storename));
    expect(names).toEqual([...names].sort(new Intl.Collator('th', { numeric: true }).compare));
  });
});

describe('writing a survey (plain REST on /api/Storesurvey)', () => {
  it('creates with POST /api/Storesurvey: the spec fields only, trimmed, the phone as digits', async () => {
    const { data } = await backend.dataProvider.create('store-surveys', {
      data: { ...typed, id: 'ignored', extra: 'not a survey field' },
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/Storesurvey');
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    const body = JSON.parse(request.body);
    expect(Object.keys(body).sort()).toEqual([...sentFields].sort());
    expect(body).toMatchObject({
      storename: 'ร้านป้าสมใจ ทดสอบ',
      contactphoneNo: '0812345678',
      zipcode: '40000',
    });
    expect(data.id).toBe(121);
    expect(backend.store.collection('store-surveys').find((row) => row.id === 121)).toMatchObject({
      storename: 'ร้านป้าสมใจ ทดสอบ',
      isinterested: true,
    });
  });

  it('updates with PUT /api/Storesurvey/{id} and deletes with DELETE /api/Storesurvey/{id}', async () => {
    const previous = backend.store.collection('store-surveys').find((row) => row.id === 5)!;
    await backend.dataProvider.update('store-surveys', {
      id: 5,
      data: { ...previous, id: 5, contactphoneNo: '+66 2 123 4567', isLearned: true },
      previousData: { ...previous, id: 5 },
    });
    let request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe('/api/Storesurvey/5');
    expect(JSON.parse(request.body)).toMatchObject({ contactphoneNo: '021234567', isLearned: true });
    expect(backend.store.collection('store-surveys').find((row) => row.id === 5)).toMatchObject({
      contactphoneNo: '021234567',
    });

    await backend.dataProvider.delete('store-surveys', { id: 5, previousData: { id: 5 } });
    request = backend.lastRequest();
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe('/api/Storesurvey/5');
    expect(backend.store.collection('store-surveys').some((row) => row.id === 5)).toBe(false);
  });

  it('reads one survey with GET /api/Storesurvey/{id} (assumed)', async () => {
    const { data } = await backend.dataProvider.getOne('store-surveys', { id: 7 });
    expect(backend.lastRequest().url.pathname).toBe('/api/Storesurvey/7');
    expect(data.storename).toBe(
      backend.store.collection('store-surveys').find((row) => row.id === 7)!.storename,
    );
  });

  it("is refused with the server's reason when the phone is not Thai, and nothing is stored", async () => {
    await expect(
      backend.dataProvider.create('store-surveys', { data: { ...typed, contactphoneNo: '12345' } }),
    ).rejects.toMatchObject({ message: 'contactphoneNo is not a Thai phone number', status: 400 });
    expect(backend.store.collection('store-surveys')).toHaveLength(120);
  });
});

describe("the survey photo (UploadStoreSurvey, by the store's kind)", () => {
  const file = () =>
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shop.png', { type: 'image/png' });

  it.each([
    ['WS', '/supplier/api/v1/BackOfficeSupplier/UploadStoreSurvey'],
    ['GC', '/grocery/api/v1/BackOfficeGrocery/UploadStoreSurvey'],
  ] as const)('a %s store posts the multipart field "file" to %s and gets imageUrl', async (kind, path) => {
    const url = await uploadImage(backend.http, STORE_SURVEY_UPLOADS[kind], file());
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(path);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(request.body).toContain('name="file"');
    expect(request.body).not.toContain('name="image"');
    expect(url).toMatch(/\/demo-files\/upload\/\d+$/);
  });
});

describe('the registration e-mail (POST Email/BackOfficeRegistered, payload assumed)', () => {
  it('sends the address with the store and its survey on the e-mail service', async () => {
    const survey = backend.store.collection('store-surveys').find((row) => row.isinterested === true)!;
    await sendRegistration(backend.http, { ...survey, id: survey.id }, ' shop@example.co.th ');
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/email/api/v1/Email/BackOfficeRegistered');
    expect(JSON.parse(request.body)).toEqual({
      Email: 'shop@example.co.th',
      StoreName: survey.storename,
      ContactName: survey.contactname,
      ContactPhoneNo: survey.contactphoneNo,
      StoreType: survey.storetype,
      StoreSurveyId: survey.id,
    });
    expect(backend.store.collection('registration-emails').at(-1)).toMatchObject({
      Email: 'shop@example.co.th',
      StoreSurveyId: survey.id,
    });
  });

  it('is refused for a store that did not agree to join', async () => {
    const survey = backend.store.collection('store-surveys').find((row) => row.isinterested === false)!;
    await expect(sendRegistration(backend.http, survey, 'shop@example.co.th')).rejects.toMatchObject({
      message: 'The store has not agreed to join',
    });
  });
});
