import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { resolveColumns } from '../shared/files/export/columns';
import { DAY, startOfDay, wallTime, wireDay } from '../../demo/kit/wallClock';
import { seedNotifications, seedTemplates } from './demoSeed';
import {
  fillTemplate,
  messageText,
  messageWithoutTemplate,
  placeholdersOf,
  templateIn,
} from './messageTemplate';
import {
  parseTemplateId,
  readValues,
  toNotificationRecord,
  type NotificationRecord,
} from './notificationData';
import { exportColumns } from './NotificationList';

const template = {
  TemplateCode: 'PRICE_CHANGED',
  TitleTh: 'ราคาเปลี่ยน',
  TitleEn: 'Price changed',
  BodyTh: '{{SupplierName}} เปลี่ยนราคา {{ProductName}} เป็น {{NewPrice}} บาท',
  BodyEn: '{{SupplierName}} changed the price of {{ProductName}} to ฿{{NewPrice}}',
};

describe('filling a template', () => {
  it('puts each value in its placeholder, spaces inside the braces allowed', () => {
    const filled = fillTemplate('{{ Shop }} ขาย {{Product}} ราคา {{Price}} บาท ({{Product}})', {
      Shop: 'ร้านเจริญค้าส่ง',
      Product: 'น้ำปลา',
      Price: '42.00',
    });
    expect(filled.text).toBe('ร้านเจริญค้าส่ง ขาย น้ำปลา ราคา 42.00 บาท (น้ำปลา)');
    expect(filled.missing).toEqual([]);
    expect(filled.parts).toEqual([{ text: 'ร้านเจริญค้าส่ง ขาย น้ำปลา ราคา 42.00 บาท (น้ำปลา)' }]);
  });

  it('leaves a placeholder without a value visible, and names it once', () => {
    const filled = fillTemplate('{{Product}}: {{Old}} → {{New}}, {{Old}}', { Product: 'ไข่ไก่', New: '125' });
    expect(filled.text).toBe('ไข่ไก่: {{Old}} → 125, {{Old}}');
    expect(filled.missing).toEqual(['Old']);
    expect(filled.parts).toEqual([
      { text: 'ไข่ไก่: ' },
      { placeholder: 'Old', missing: true },
      { text: ' → 125, ' },
      { placeholder: 'Old', missing: true },
    ]);
  });

  it('keeps values as they are written: markup and replacement patterns are text', () => {
    const filled = fillTemplate('{{A}} / {{B}}', { A: '<img src=x onerror=alert(1)>', B: '$& $1 {{A}}' });
    expect(filled.text).toBe('<img src=x onerror=alert(1)> / $& $1 {{A}}');
    expect(filled.missing).toEqual([]);
  });

  it('takes an empty value as a value, and a template without placeholders as it is', () => {
    expect(fillTemplate('[{{Note}}]', { Note: '' }).text).toBe('[]');
    expect(fillTemplate('ไม่มีตัวแปร', {}).text).toBe('ไม่มีตัวแปร');
    expect(fillTemplate('{single} {{not closed}', {}).text).toBe('{single} {{not closed}');
  });

  it('lists the placeholders a template uses, each once', () => {
    expect(placeholdersOf(template.BodyEn + template.BodyTh)).toEqual([
      'SupplierName',
      'ProductName',
      'NewPrice',
    ]);
  });

  it('picks the language, and the other one when a text is empty', () => {
    expect(templateIn(template, 'th')).toEqual({ title: 'ราคาเปลี่ยน', body: template.BodyTh });
    expect(templateIn(template, 'en')).toEqual({ title: 'Price changed', body: template.BodyEn });
    expect(templateIn({ ...template, TitleEn: '', BodyTh: '' }, 'en').title).toBe('ราคาเปลี่ยน');
    expect(templateIn({ ...template, TitleEn: '', BodyTh: '' }, 'th').body).toBe(template.BodyEn);
  });

  it('writes a notification as one line: title and body, or its values without a template', () => {
    const Values = { SupplierName: 'บริษัท มงคลค้าส่ง จำกัด', ProductName: 'น้ำปลา', NewPrice: '45.00' };
    expect(messageText({ Template: template, Values }, 'th')).toBe(
      'ราคาเปลี่ยน: บริษัท มงคลค้าส่ง จำกัด เปลี่ยนราคา น้ำปลา เป็น 45.00 บาท',
    );
    expect(messageText({ Template: template, Values }, 'en')).toBe(
      'Price changed: บริษัท มงคลค้าส่ง จำกัด changed the price of น้ำปลา to ฿45.00',
    );
    expect(messageText({ Values }, 'th')).toBe(
      'SupplierName: บริษัท มงคลค้าส่ง จำกัด, ProductName: น้ำปลา, NewPrice: 45.00',
    );
  });
});

describe('a notification sent under other spellings (docs/api.md)', () => {
  it('reads Id, the recipient by its kind, and a ready-made Title and Message', () => {
    const record = toNotificationRecord(
      {
        Id: 41,
        SupplierName: 'บริษัท มงคลค้าส่ง จำกัด',
        Title: 'ราคาเปลี่ยน',
        Message: 'น้ำปลา ราคาใหม่ 45.00 บาท',
        CreatedDate: '2026-03-18T10:00:00',
      },
      'SP',
    );
    expect(record).toMatchObject({
      id: 'SP-41',
      NotificationLogId: 41,
      ShopName: 'บริษัท มงคลค้าส่ง จำกัด',
      SentTitle: 'ราคาเปลี่ยน',
      SentText: 'น้ำปลา ราคาใหม่ 45.00 บาท',
    });
    expect(
      toNotificationRecord({ NotificationLogId: 1, GroceryName: 'ร้านป้าศรี', Body: 'สต็อกหมด' }, 'GC'),
    ).toMatchObject({
      ShopName: 'ร้านป้าศรี',
      SentText: 'สต็อกหมด',
    });
    expect(messageText(record, 'th')).toBe('ราคาเปลี่ยน: น้ำปลา ราคาใหม่ 45.00 บาท');
  });

  it('keeps the assumed spelling first, and says nothing rather than ":" when nothing is sent', () => {
    expect(
      toNotificationRecord({ NotificationLogId: 2, Id: 9, ShopName: 'A', SupplierName: 'B' }, 'SP'),
    ).toMatchObject({
      NotificationLogId: 2,
      ShopName: 'A',
    });
    const empty = toNotificationRecord({ NotificationLogId: 3 }, 'GC');
    expect(messageWithoutTemplate(empty)).toEqual({ title: '', text: '' });
    expect(messageText(empty, 'th')).toBe('');
  });
});

describe('reading a notification', () => {
  it('reads the values as an object, its JSON text or a key/value list', () => {
    const expected = { ProductName: 'น้ำปลา', Quantity: '12', Note: '' };
    expect(readValues({ ProductName: 'น้ำปลา', Quantity: 12, Note: null })).toEqual(expected);
    expect(readValues('{"ProductName":"น้ำปลา","Quantity":12,"Note":null}')).toEqual(expected);
    expect(
      readValues([
        { Key: 'ProductName', Value: 'น้ำปลา' },
        { key: 'Quantity', value: 12 },
        { Key: 'Note' },
        { Value: 'no key' },
        'junk',
      ]),
    ).toEqual(expected);
    expect(readValues('not json')).toEqual({});
    expect(readValues(undefined)).toEqual({});
    expect(readValues(42)).toEqual({});
  });

  it('gives each record an id of its app, as each service numbers its own', () => {
    const record = toNotificationRecord(
      {
        NotificationLogId: 12,
        TemplateCode: 'STOCK_CHANGED',
        ShopName: 'ร้านป้าสมศรี',
        ProductName: 'ไข่ไก่',
        Values: '{"Quantity":"30"}',
        IsRead: 'true',
        CreatedDate: '2026-11-01T09:30:00',
      },
      'GC',
    );
    expect(record).toMatchObject({
      id: 'GC-12',
      App: 'GC',
      NotificationLogId: 12,
      Values: { Quantity: '30' },
      IsRead: true,
    });
    expect(toNotificationRecord({ NotificationLogId: 12, IsRead: false }, 'SP').id).toBe('SP-12');
  });

  it('reads a template id as its app and code', () => {
    expect(parseTemplateId('GC:PRICE_CHANGED')).toEqual({ app: 'GC', code: 'PRICE_CHANGED' });
    expect(parseTemplateId('SP:NAME_CHANGED')).toEqual({ app: 'SP', code: 'NAME_CHANGED' });
    expect(parseTemplateId('NAME_CHANGED')).toEqual({ app: 'SP', code: 'NAME_CHANGED' });
  });

  it('exports the message filled in the interface language', () => {
    const record = {
      id: 'GC-1',
      NotificationLogId: 1,
      App: 'GC',
      CreatedDate: '2026-11-01T09:30:00',
      ShopName: 'ร้านป้าสมศรี',
      ProductName: 'น้ำปลา',
      TemplateCode: 'PRICE_CHANGED',
      IsRead: false,
      Template: template,
      Values: { SupplierName: 'ร้านกิจเจริญ', ProductName: 'น้ำปลา', NewPrice: '45.00' },
    } satisfies NotificationRecord;
    const translate = (key: string) => key;
    const columns = resolveColumns(exportColumns, { resource: 'notifications', translate, locale: 'en' });
    const message = columns.find((column) => column.header === 'resources.notifications.fields.message')!;
    expect(message.value(record as RaRecord)).toBe(
      'Price changed: ร้านกิจเจริญ changed the price of น้ำปลา to ฿45.00',
    );
    const app = columns.find((column) => column.header === 'resources.notifications.fields.app')!;
    expect(app.value(record as RaRecord)).toBe('resources.notifications.apps.GC');
  });
});

describe('the demo notifications', () => {
  const now = wallTime(new Date('2026-11-24T10:00:00'));
  const logs = seedNotifications(now);
  const templates = seedTemplates();

  it('hold hundreds of each app over the last 60 days, newest first', () => {
    for (const app of ['SP', 'GC'])
      expect(logs.filter((log) => log.AppType === app).length).toBeGreaterThan(200);
    const days = logs.map((log) => log.CreatedDate.slice(0, 10));
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)! >= wireDay(startOfDay(now) - 59 * DAY)).toBe(true);
    expect(logs.map((log) => log.CreatedDate)).toEqual(
      logs
        .map((log) => log.CreatedDate)
        .sort()
        .reverse(),
    );
  });

  it('have a Thai and an English template for every code each app uses, every placeholder filled', () => {
    for (const log of logs) {
      const found = templates.find(
        (item) => item.AppType === log.AppType && item.TemplateCode === log.TemplateCode,
      );
      expect(found, `${log.AppType} ${log.TemplateCode}`).toBeDefined();
      for (const text of [found!.TitleTh, found!.BodyTh, found!.TitleEn, found!.BodyEn]) {
        expect(text).not.toBe('');
        expect(fillTemplate(text, log.Values as Record<string, string>).missing).toEqual([]);
      }
    }
  });
});

const backend = demoBackendForFile({ signInAs: 'support' });
const LIST = 'NotificationLog/BackOfficeNotiLogUpdateDetail';
const TEMPLATE = 'UpdateTemplate/UpdateTemplate';
const firstPage = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' as const } };

const stored = (app: string) =>
  backend.store.collection('notifications').filter((row) => row.AppType === app);

describe('the notifications calls (GET NotificationLog/BackOfficeNotiLogUpdateDetail)', () => {
  it('asks the supplier service for the supplier app, with Topic=UpdateDetail and paging', async () => {
    const { data, total } = await backend.dataProvider.getList('notifications', {
      ...firstPage,
      filter: { app: 'SP' },
    });
    const [list, ...templateCalls] = backend.requests;
    expect(list!.method).toBe('GET');
    expect(list!.url.pathname).toBe(`/notification-supplier/api/v1/${LIST}`);
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({
      Topic: 'UpdateDetail',
      page: '1',
      pageSize: '50',
    });
    expect(list!.headers.get('Authorization')).toMatch(/^Bearer .+/);
    expect(total).toBe(stored('SP').length);
    expect(data).toHaveLength(50);

    // One template call per code of the page, on the same service.
    const codes = new Set(data.map((row) => row.TemplateCode));
    expect(templateCalls).toHaveLength(codes.size);
    for (const call of templateCalls) {
      expect(call.method).toBe('GET');
      expect(call.url.pathname).toBe(`/notification-supplier/api/v1/${TEMPLATE}`);
    }
    expect(new Set(templateCalls.map((call) => call.url.searchParams.get('templateCode')))).toEqual(codes);
    for (const row of data) {
      expect(row.App).toBe('SP');
      expect(row.Template.TemplateCode).toBe(row.TemplateCode);
      expect(row.id).toBe(`SP-${row.NotificationLogId}`);
    }
  });

  it('asks the notification service for the grocery app, page 2 with the templates already read', async () => {
    await backend.dataProvider.getList('notifications', { ...firstPage, filter: { app: 'GC' } });
    const first = backend.requests.length;
    expect(backend.requests[0]!.url.pathname).toBe(`/notification/api/v1/${LIST}`);
    for (const call of backend.requests.slice(1))
      expect(call.url.pathname).toBe(`/notification/api/v1/${TEMPLATE}`);

    const { data } = await backend.dataProvider.getList('notifications', {
      ...firstPage,
      pagination: { page: 2, perPage: 20 },
      filter: { app: 'GC' },
    });
    const later = backend.requests.slice(first);
    expect(Object.fromEntries(later[0]!.url.searchParams)).toEqual({
      Topic: 'UpdateDetail',
      page: '2',
      pageSize: '20',
    });
    const expectedIds = stored('GC')
      .slice(20, 40)
      .map((row) => row.NotificationLogId);
    expect(data.map((row) => row.NotificationLogId)).toEqual(expectedIds);
    // Codes seen on page 1 are not asked again.
    const seen = new Set(
      backend.requests.slice(1, first).map((call) => call.url.searchParams.get('templateCode')),
    );
    for (const call of later.slice(1))
      expect(seen.has(call.url.searchParams.get('templateCode'))).toBe(false);
    for (const row of data) expect(row.Template.TemplateCode).toBe(row.TemplateCode);
  });

  it('filters on the server by search, dates, read status and kind', async () => {
    const grocery = stored('GC');
    const shop = String(grocery[5]!.ShopName);
    const days = grocery.map((row) => String(row.CreatedDate).slice(0, 10));
    const [start, end] = [days[days.length - 1 - 5]!, days[Math.floor(days.length / 2)]!];
    const expected = grocery.filter((row) => {
      const day = String(row.CreatedDate).slice(0, 10);
      return row.ShopName === shop && day >= start && day <= end && row.IsRead === true;
    });
    const { data, total } = await backend.dataProvider.getList('notifications', {
      ...firstPage,
      pagination: { page: 1, perPage: 500 },
      filter: { app: 'GC', q: shop, start, end, IsRead: 'true' },
    });
    expect(Object.fromEntries(backend.requests[0]!.url.searchParams)).toEqual({
      Topic: 'UpdateDetail',
      page: '1',
      pageSize: '500',
      Search: shop,
      StartDate: start,
      EndDate: end,
      IsRead: 'true',
    });
    expect(total).toBe(expected.length);
    expect(data.map((row) => row.NotificationLogId)).toEqual(expected.map((row) => row.NotificationLogId));

    backend.requests.length = 0;
    await backend.dataProvider.getList('notifications', {
      ...firstPage,
      filter: { app: 'SP', TemplateCode: 'IMAGE_CHANGED', q: 'น้ำปลา' },
    });
    const call = backend.requests[0]!;
    expect(call.url.pathname).toBe(`/notification-supplier/api/v1/${LIST}`);
    expect(call.url.searchParams.get('TemplateCode')).toBe('IMAGE_CHANGED');
    expect(call.url.searchParams.get('Search')).toBe('น้ำปลา');
  });

  it('reads one template by code from its app service (GET UpdateTemplate/UpdateTemplate)', async () => {
    const { data } = await backend.dataProvider.getOne('notification-templates', { id: 'GC:PRICE_CHANGED' });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(`/notification/api/v1/${TEMPLATE}`);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ templateCode: 'PRICE_CHANGED' });
    expect(data).toMatchObject({
      id: 'GC:PRICE_CHANGED',
      TemplateCode: 'PRICE_CHANGED',
      BodyTh: '{{SupplierName}} เปลี่ยนราคา {{ProductName}} จาก {{OldPrice}} บาท เป็น {{NewPrice}} บาท',
    });

    await backend.dataProvider.getOne('notification-templates', { id: 'SP:UNIT_CHANGED' });
    expect(backend.lastRequest().url.pathname).toBe(`/notification-supplier/api/v1/${TEMPLATE}`);
    // The supplier service has no price template: each service answers its own.
    await expect(
      backend.dataProvider.getOne('notification-templates', { id: 'SP:PRICE_CHANGED' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('still lists the notifications whose template cannot be read, without one', async () => {
    const templates = backend.store.collection('notification-templates');
    const index = templates.findIndex((row) => row.AppType === 'SP' && row.TemplateCode === 'IMAGE_CHANGED');
    const [removed] = templates.splice(index, 1);
    try {
      const { data } = await backend.dataProvider.getList('notifications', {
        ...firstPage,
        filter: { app: 'SP', TemplateCode: 'IMAGE_CHANGED' },
      });
      expect(data.length).toBeGreaterThan(0);
      for (const row of data) expect(row.Template).toBeUndefined();
      expect(messageText(data[0] as NotificationRecord, 'th')).toContain('ProductName: ');
    } finally {
      templates.splice(index, 0, removed!);
    }
  });
});
