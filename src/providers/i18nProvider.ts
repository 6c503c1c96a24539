import polyglotI18nProvider from 'ra-i18n-polyglot';
import th from '../i18n/th';
import { setDateLocale } from '../i18n/format';

export const LOCALES = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

/** Thai by default; English is a separate chunk, fetched the first time someone switches to it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    setDateLocale(locale);
    if (locale === 'en') return import('../i18n/en').then((module) => module.default);
    return th;
  },
  'th',
  LOCALES,
);
