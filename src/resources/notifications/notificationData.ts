import { HttpError, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { toPage } from '../../api/envelope';
import { asHttpError } from '../../api/http';
import type { ServiceName } from '../../config/config';
import {
  listQuery,
  type EngineContext,
  type ListSpec,
  type ResourceDescription,
  type WireRecord,
} from '../../providers/dataEngine';
import { OPENING_APP } from './index';
import { readSpellings } from '../shared/domain/wireSpellings';

/** The same calls on two services, one per app (docs/decisions.md, "Notification logs: one screen, two services"). */
export const NOTIFICATION_APPS = ['SP', 'GC'] as const;
export type NotificationApp = (typeof NOTIFICATION_APPS)[number];
export const DEFAULT_APP: NotificationApp = OPENING_APP;

export const APP_SERVICE: Record<NotificationApp, ServiceName> = {
  SP: 'notificationSupplier',
  GC: 'notification',
};

export const appOf = (value: unknown): NotificationApp =>
  NOTIFICATION_APPS.includes(value as NotificationApp) ? (value as NotificationApp) : DEFAULT_APP;

export const NOTIFICATION_LOG_PATH = 'NotificationLog/BackOfficeNotiLogUpdateDetail';
export const UPDATE_TEMPLATE_PATH = 'UpdateTemplate/UpdateTemplate';
export const UPDATE_DETAIL_TOPIC = 'UpdateDetail';

/** Assumed (docs/api.md): a filter offers them, and another code the server sends is shown as it is. */
export const TEMPLATE_CODES = [
  'PRICE_CHANGED',
  'STOCK_CHANGED',
  'NAME_CHANGED',
  'DESCRIPTION_CHANGED',
  'IMAGE_CHANGED',
  'CATEGORY_CHANGED',
  'UNIT_CHANGED',
] as const;

/** Assumed fields (docs/api.md). */
export interface NotificationLogWire {
  NotificationLogId: number;
  Topic: string;
  TemplateCode: string;
  AppType: NotificationApp;
  UserId: string;
  ShopName: string;
  ProductId: number;
  ProductName: string;
  /** The template's placeholders: a JSON object, its JSON text, or a `[{Key, Value}]` list. */
  Values: unknown;
  IsRead: boolean;
  CreatedDate: string;
}

/** Placeholders written `{{Name}}`. */
export interface UpdateTemplateWire {
  TemplateCode: string;
  TitleTh: string;
  TitleEn: string;
  BodyTh: string;
  BodyEn: string;
}

export interface NotificationRecord extends RaRecord {
  App: NotificationApp;
  NotificationLogId: number;
  TemplateCode: string;
  ShopName: string;
  ProductName: string;
  /** Sent ready-made, shown when no template fills one. */
  SentTitle?: string;
  SentText?: string;
  Values: Record<string, string>;
  IsRead: boolean;
  CreatedDate: string;
  Template?: UpdateTemplateWire;
}

const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Whatever shape they came in: an object, its JSON text, or a `{Key, Value}` list in any letter case. */
export function readValues(raw: unknown): Record<string, string> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (Array.isArray(value)) {
    const entries: [string, string][] = [];
    for (const item of value) {
      if (!item || typeof item !== 'object') continue;
      const pair = item as Record<string, unknown>;
      const key = pair.Key ?? pair.key ?? pair.Name ?? pair.name;
      if (key === undefined || key === null || key === '') continue;
      entries.push([String(key), asText(pair.Value ?? pair.value)]);
    }
    return Object.fromEntries(entries);
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)]));
  return {};
}

/** The specification names none of these fields (docs/api.md, "Product update notifications"). */
const NOTIFICATION_SPELLINGS = {
  NotificationLogId: ['Id', 'id', 'notificationLogId', 'NotificationId'],
  ShopName: ['shopName', 'SupplierName', 'GroceryName', 'supplierName', 'groceryName'],
  TemplateCode: ['templateCode'],
  ProductName: ['productName'],
  SentTitle: ['Title', 'title', 'MessageTitle'],
  SentText: ['Message', 'message', 'Body', 'body'],
  Values: ['values'],
  IsRead: ['isRead'],
  CreatedDate: ['createdDate', 'CreatedAt'],
} as const;

/** Ids carry the app, as each service numbers its own. */
export function toNotificationRecord(raw: WireRecord, app: NotificationApp): NotificationRecord {
  const wire = readSpellings(raw, NOTIFICATION_SPELLINGS);
  const id = Number(wire.NotificationLogId);
  return {
    ...wire,
    id: `${app}-${String(wire.NotificationLogId)}`,
    App: app,
    NotificationLogId: id,
    TemplateCode: asText(wire.TemplateCode),
    ShopName: asText(wire.ShopName),
    ProductName: asText(wire.ProductName),
    SentTitle: asText(wire.SentTitle),
    SentText: asText(wire.SentText),
    Values: readValues(wire.Values),
    IsRead: wire.IsRead === true || wire.IsRead === 'true',
    CreatedDate: asText(wire.CreatedDate),
  };
}

export const templateId = (app: NotificationApp, code: string) => `${app}:${code}`;

export function parseTemplateId(id: Identifier): { app: NotificationApp; code: string } {
  const text = String(id);
  const colon = text.indexOf(':');
  return colon < 0
    ? { app: DEFAULT_APP, code: text }
    : { app: appOf(text.slice(0, colon)), code: text.slice(colon + 1) };
}

/** Assumed names (docs/api.md), which the demo backend reads too. */
export const notificationListSpec: ListSpec = {
  path: NOTIFICATION_LOG_PATH,
  paging: 'page/pageSize',
  filters: {
    q: { param: 'Search' },
    start: { param: 'StartDate', field: 'CreatedDate', match: 'from' },
    end: { param: 'EndDate', field: 'CreatedDate', match: 'to' },
    IsRead: 'IsRead',
    TemplateCode: 'TemplateCode',
  },
  query: () => ({ Topic: UPDATE_DETAIL_TOPIC }),
};

/** Templates are read once per code through the cache, not per row; one unreadable leaves its rows without. */
async function getNotifications(ctx: EngineContext, params: GetListParams) {
  const app = appOf(params.filter?.app);
  try {
    const payload = await ctx.http.request(APP_SERVICE[app], NOTIFICATION_LOG_PATH, {
      query: listQuery(notificationListSpec, params),
    });
    const page = toPage<WireRecord>(payload);
    const records = page.data.map((wire) => toNotificationRecord(wire, app));
    const codes = [...new Set(records.map((record) => record.TemplateCode).filter(Boolean))];
    const templates = new Map(
      await Promise.all(
        codes.map(async (code) => {
          const template = await ctx.lookup
            .one('notification-templates', templateId(app, code))
            .catch(() => undefined);
          return [code, template as UpdateTemplateWire | undefined] as const;
        }),
      ),
    );
    const data = records.map((record) => {
      const template = templates.get(record.TemplateCode);
      return template ? { ...record, Template: template } : record;
    });
    return { data, total: page.total };
  } catch (error) {
    throw asHttpError(error);
  }
}

/** A row's detail is read from the row: the spec gives no single read. */
export const notificationData: ResourceDescription = {
  service: 'notificationSupplier',
  idField: 'id',
  getList: getNotifications,
};

async function getTemplate(ctx: EngineContext, { id }: { id: Identifier }) {
  const { app, code } = parseTemplateId(id);
  try {
    const payload = await ctx.http.request(APP_SERVICE[app], UPDATE_TEMPLATE_PATH, {
      query: { templateCode: code },
    });
    const wire = (Array.isArray(payload) ? payload[0] : payload) as WireRecord | null | undefined;
    if (!wire || typeof wire !== 'object') throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    return { data: { ...wire, id: templateId(app, code) } };
  } catch (error) {
    throw asHttpError(error);
  }
}

export const templateData: ResourceDescription = {
  service: 'notificationSupplier',
  idField: 'id',
  getOne: getTemplate,
};
