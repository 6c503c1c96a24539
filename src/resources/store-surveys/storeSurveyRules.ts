import { formatThaiPhone, isValidThaiPhone, thaiPhoneDigits } from '../../api/thaiPhone';
import type { UploadTarget } from '../shared/files/uploads';

/** Assumed codes (docs/api.md), as the master data's paths name them. */
export const STORE_TYPES = ['WS', 'GC'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const storeTypeChoices = STORE_TYPES.map((id) => ({
  id,
  name: `resources.store-surveys.store_types.${id}`,
}));

export const isStoreType = (value: unknown): value is StoreType => STORE_TYPES.includes(value as StoreType);

/** To its kind's service (docs/api.md, "Store surveys"). */
export const STORE_SURVEY_UPLOADS: Record<StoreType, UploadTarget> = {
  WS: {
    service: 'supplier',
    path: 'BackOfficeSupplier/UploadStoreSurvey',
    urlField: 'imageUrl',
    fileField: 'file',
  },
  GC: {
    service: 'grocery',
    path: 'BackOfficeGrocery/UploadStoreSurvey',
    urlField: 'imageUrl',
    fileField: 'file',
  },
};

export const SURVEY_FIELDS = [
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
] as const;

export const ANSWER_FIELDS: ReadonlySet<string> = new Set(['isinterested', 'isDownloaded', 'isLearned']);

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/** The survey's fields and nothing the list added. */
export function storeSurveyBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SURVEY_FIELDS)
    body[field] = ANSWER_FIELDS.has(field) ? data[field] === true : text(data[field]);
  body.contactphoneNo = thaiPhoneDigits(String(body.contactphoneNo)) ?? body.contactphoneNo;
  return body;
}

export const ZIP_CODE = /^\d{5}$/;

const key = (name: string) => `resources.store-surveys.validation.${name}`;

export const phoneProblem = (value: unknown) =>
  typeof value === 'string' && value.trim() && !isValidThaiPhone(value) ? key('phone') : undefined;

export const zipCodeProblem = (value: unknown) =>
  typeof value === 'string' && value.trim() && !ZIP_CODE.test(value.trim()) ? key('zipcode') : undefined;

export const reasonProblem = (value: unknown, values: Record<string, unknown>) =>
  values.isinterested !== true && !text(value) ? key('reason') : undefined;

export const showPhone = (value: unknown) => (typeof value === 'string' ? formatThaiPhone(value) : '');

/** Payload assumed (docs/api.md). */
export function registrationBody(survey: Record<string, unknown>, email: string) {
  return {
    Email: email.trim(),
    StoreName: text(survey.storename),
    ContactName: text(survey.contactname),
    ContactPhoneNo: text(survey.contactphoneNo),
    StoreType: text(survey.storetype),
    StoreSurveyId: survey.id,
  };
}
