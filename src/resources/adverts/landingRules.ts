/**
 * The public landing page's facts (`/Adv`, docs/requirements.md, "Adverts and campaigns"): which apps a
 * link can name, how a link is written (the QR screen makes them) and read back (the page), and where
 * each app is downloaded. Plain data and functions: the page loads without the back-office, so nothing
 * here imports it.
 */

/** The apps a link names in `TypeApp` (assumed codes, docs/api.md): the marketplace's two apps. */
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

/** Where a visit is logged: the back-office API, relative to its base URL. */
export const ADD_LOG_PATH = 'kk-bo-api/api/Advertise/AddLog';

/** The public page's path: the build serves it from `Adv.html`. */
export const LANDING_PATH = '/Adv';

/** The absolute link a QR code carries: the landing page on this app's origin with the app and advert type. */
export function landingLink(origin: string, visit: LandingVisit): string {
  const url = new URL(LANDING_PATH, origin);
  url.searchParams.set('TypeApp', visit.typeApp);
  url.searchParams.set('TypeAdv', visit.typeAdv);
  return url.toString();
}
/** Where the marketing team runs adverts: the `TypeAdv` codes their links carry (assumed, docs/api.md). */
export const ADVERT_TYPES = ['POSTER', 'FLYER', 'FACEBOOK', 'LINE', 'TIKTOK', 'YOUTUBE', 'EVENT'] as const;
