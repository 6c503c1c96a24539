import { formatThaiPhone, isValidThaiPhone, thaiPhoneDigits } from '../../api/thaiPhone';
import type { UploadTarget } from '../shared/files/uploads';

/**
 * The store-survey rules (no React): the kinds of store, where a photo goes, what is sent and what
 * the form checks. Field names are the service's, lower case as the back-office API writes them.
 */

/** Assumed codes (docs/api.md): a wholesaler (`WS`) or a grocery store (`GC`), as the master data's paths name them. */
export const STORE_TYPES = ['WS', 'GC'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** The kinds as choices of an input or an export, named by translation keys. */
export const storeTypeChoices = STORE_TYPES.map((id) => ({
  id,
  name: `resources.store-surveys.store_types.${id}`,
}));

export const isStoreType = (value: unknown): value is StoreType => STORE_TYPES.includes(value as StoreType);

/**
 * A surveyed store's photo goes to its kind's service (docs/api.md, "Store surveys"), as the multipart
 * field `file`.
 */
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

/** Every field of a survey, in the old app's order. */
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

/** The survey's three yes-or-no answers. */
export const ANSWER_FIELDS: ReadonlySet<string> = new Set(['isinterested', 'isDownloaded', 'isLearned']);

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/**
 * What a create or an update sends: the survey's fields and nothing else (not the row's id or
 * anything the list added), text trimmed, the three answers as booleans, the phone as its digits.
 */
export function storeSurveyBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SURVEY_FIELDS)
    body[field] = ANSWER_FIELDS.has(field) ? data[field] === true : text(data[field]);
  body.contactphoneNo = thaiPhoneDigits(String(body.contactphoneNo)) ?? body.contactphoneNo;
  return body;
}

export const ZIP_CODE = /^\d{5}$/;

const key = (name: string) => `resources.store-surveys.validation.${name}`;

/** Input validators: a translation key when the value is wrong, else undefined. */
export const phoneProblem = (value: unknown) =>
  typeof value === 'string' && value.trim() && !isValidThaiPhone(value) ? key('phone') : undefined;

export const zipCodeProblem = (value: unknown) =>
  typeof value === 'string' && value.trim() && !ZIP_CODE.test(value.trim()) ? key('zipcode') : undefined;

/** A store that does not want to join says why. */
export const reasonProblem = (value: unknown, values: Record<string, unknown>) =>
  values.isinterested !== true && !text(value) ? key('reason') : undefined;

export const showPhone = (value: unknown) => (typeof value === 'string' ? formatThaiPhone(value) : '');

/**
 * `POST Email/BackOfficeRegistered` (payload assumed, docs/api.md): the registration invitation to
 * a surveyed store that agreed to join, at the address staff give.
 */
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
