// The landing page loads without the back-office, so nothing here imports it (docs/requirements.md, "Adverts and campaigns").

/** Assumed codes (docs/api.md). */
export const LANDING_APPS = {
  GC: {
    appStore: 'https://apps.apple.com/th/app/kk-grocery/id6450000001',
    googlePlay: 'https://play.google.com/store/apps/details?id=th.co.kk.grocery',
  },
  WS: {
    appStore: 'https://apps.apple.com/th/app/kk-wholesale/id6450000002',
    googlePlay: 'https://play.google.com/store/apps/details?id=th.co.kk.wholesale',
  },
} as const;

export type LandingApp = keyof typeof LANDING_APPS;
export const LANDING_APP_CODES = Object.keys(LANDING_APPS) as LandingApp[];

/** An advert type as a link carries it: letters, digits, `-` and `_`, up to 40 (it is logged as is). */
const ADVERT_TYPE = /^[A-Za-z0-9_-]{1,40}$/;

export const isLandingApp = (value: string | null | undefined): value is LandingApp =>
  !!value && Object.hasOwn(LANDING_APPS, value);
export const isAdvertType = (value: string | null | undefined): value is string =>
  !!value && ADVERT_TYPE.test(value);

export interface LandingVisit {
  typeApp: LandingApp;
  typeAdv: string;
}

/** The visit a link describes, or undefined when its query is missing or malformed (nothing is logged then). */
export function readLandingQuery(search: string): LandingVisit | undefined {
  const query = new URLSearchParams(search);
  const typeApp = query.get('TypeApp')?.trim().toUpperCase();
  const typeAdv = query.get('TypeAdv')?.trim();
  return isLandingApp(typeApp) && isAdvertType(typeAdv) ? { typeApp, typeAdv } : undefined;
}

export const ADD_LOG_PATH = 'kk-bo-api/api/Advertise/AddLog';

export const LANDING_PATH = '/Adv';

export function landingLink(origin: string, visit: LandingVisit): string {
  const url = new URL(LANDING_PATH, origin);
  url.searchParams.set('TypeApp', visit.typeApp);
  url.searchParams.set('TypeAdv', visit.typeAdv);
  return url.toString();
}
/** Where the marketing team runs adverts: the `TypeAdv` codes their links carry (assumed, docs/api.md). */
export const ADVERT_TYPES = ['POSTER', 'FLYER', 'FACEBOOK', 'LINE', 'TIKTOK', 'YOUTUBE', 'EVENT'] as const;
