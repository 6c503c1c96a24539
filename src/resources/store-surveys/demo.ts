import { http } from 'msw';
import { thaiPhoneDigits } from '../../api/thaiPhone';
import { uploadHandler } from '../../demo/kit/files';
import { boolField, signedIn, textField } from '../../demo/kit/input';
import { fail, ok, readJson } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import type { WireRecord } from '../../providers/dataEngine';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedStoreSurveys } from './demoSeed';
import {
  ANSWER_FIELDS,
  isStoreType,
  STORE_SURVEY_UPLOADS,
  SURVEY_FIELDS,
  ZIP_CODE,
} from './storeSurveyRules';

/** An address with a name, an @ and a domain. */
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The survey a create or update body makes, or the refusal the back-office API would give. */
function surveyFromBody(body: WireRecord, current?: WireRecord): WireRecord | Response {
  const storename = textField(body, 'storename');
  if (!storename) return fail(400, 'storename is required');
  const storetype = textField(body, 'storetype');
  if (!isStoreType(storetype)) return fail(400, `storetype must be WS or GC, not "${storetype}"`);
  if (!textField(body, 'contactname')) return fail(400, 'contactname is required');
  const phone = thaiPhoneDigits(textField(body, 'contactphoneNo'));
  if (!phone) return fail(400, 'contactphoneNo is not a Thai phone number');
  const zipcode = textField(body, 'zipcode');
  if (zipcode && !ZIP_CODE.test(zipcode)) return fail(400, 'zipcode must be 5 digits');
  const survey: WireRecord = {};
  for (const field of SURVEY_FIELDS)
    survey[field] = ANSWER_FIELDS.has(field)
      ? boolField(body, field, current?.[field] === true)
      : textField(body, field);
  return { ...survey, contactphoneNo: phone };
}

/**
 * `POST Email/BackOfficeRegistered` (payload assumed, docs/api.md): only for a survey whose store
 * agreed to join; the demo keeps what it would have sent.
 */
function registrationHandler({ store, base }: DemoContext) {
  return http.post(
    `${base('email')}Email/BackOfficeRegistered`,
    signedIn(store, async (request) => {
      const body = await readJson(request);
      const email = textField(body, 'Email');
      if (!isEmail(email)) return fail(400, 'Email is not a valid e-mail address');
      const survey = store
        .collection('store-surveys')
        .find((row) => String(row.id) === textField(body, 'StoreSurveyId'));
      if (!survey) return fail(404, `Store survey ${textField(body, 'StoreSurveyId')} not found`);
      if (survey.isinterested !== true) return fail(409, 'The store has not agreed to join');
      store.change(() =>
        store.collection('registration-emails').push({ ...body, SentAt: new Date().toISOString() }),
      );
      return ok(null, 'Registration e-mail sent');
    }),
  );
}

const demo: ResourceDemo = {
  menu: {
    sales: { id: 14, roles: ['admin', 'sales'], created: '2024-03-18T09:00:00.000Z' },
    'sales-survey': { id: 124, roles: ['admin', 'sales'], created: '2024-03-19T09:10:00.000Z' },
  },
  prepare: loadThaiAddresses,
  seed: seedStoreSurveys,
  collections: { 'registration-emails': () => [] },
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
  pictures: {
    storesurvey: {
      collection: 'store-surveys',
      idField: 'id',
      nameField: 'storename',
      width: 320,
      height: 240,
      hue: 30,
      caption: true,
    },
  },
  fromBody: (body, _ctx, current) => surveyFromBody(body, current),
  handlers: (ctx) => [
    uploadHandler(ctx, STORE_SURVEY_UPLOADS.WS),
    uploadHandler(ctx, STORE_SURVEY_UPLOADS.GC),
    registrationHandler(ctx),
  ],
};
export default demo;
