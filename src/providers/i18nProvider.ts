import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store, TranslationMessages } from 'react-admin';
import th from '../i18n/th';
import { setDateLocale } from '../i18n/format';
import type { Messages, ResourceDefinition } from '../registry/definition';

export const LOCALES = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

type Locale = 'th' | 'en';
const asLocale = (locale: string): Locale => (locale === 'en' ? 'en' : 'th');

export function withResourceTexts(base: object, texts: [string, Messages][]): TranslationMessages {
  return { ...(base as TranslationMessages), resources: Object.fromEntries(texts) };
}

export interface AppI18nProvider extends I18nProvider {
  /** The sign-in page never asks, so its code does not grow with every resource. */
  loadResourceTexts(): Promise<void>;
}

/** English is fetched the first time someone switches to it. */
export function createI18nProvider(definitions: readonly ResourceDefinition[]): AppI18nProvider {
  const withTexts = definitions.filter((definition) => definition.texts);
  let resourceTextsWanted = false;
  const loaded = new Map<Locale, Promise<TranslationMessages>>();
  let thaiLoaded: TranslationMessages | undefined;

  const load = (locale: Locale): Promise<TranslationMessages> => {
    let messages = loaded.get(locale);
    if (!messages) {
      messages = Promise.all([
        locale === 'en' ? import('../i18n/en').then((module) => module.default) : th,
        ...withTexts.map((definition) => definition.texts![locale]().then((module) => module.default)),
      ]).then(([base, ...texts]) =>
        withResourceTexts(
          base,
          texts.map((module, index) => [withTexts[index].name, module]),
        ),
      );
      // A text file that failed to download is asked for again next time.
      messages.catch(() => loaded.delete(locale));
      if (locale === 'th') void messages.then((thai) => (thaiLoaded = thai)).catch(() => undefined);
      loaded.set(locale, messages);
    }
    return messages;
  };

  const polyglot = polyglotI18nProvider(
    (requested) => {
      const locale = asLocale(requested);
      setDateLocale(locale);
      // The default language must be given at once.
      if (locale === 'th' && (thaiLoaded || !resourceTextsWanted))
        return thaiLoaded ?? withResourceTexts(th, []);
      if (!resourceTextsWanted && locale === 'en')
        return import('../i18n/en').then((module) => withResourceTexts(module.default, []));
      return load(locale);
    },
    'th',
    LOCALES,
  );

  let resourceTexts: Promise<void> | undefined;
  return {
    ...polyglot,
    loadResourceTexts: () => {
      resourceTextsWanted = true;
      resourceTexts ??= load(asLocale(polyglot.getLocale()))
        .then(() => polyglot.changeLocale(polyglot.getLocale()))
        .catch((error: unknown) => {
          resourceTexts = undefined;
          throw error;
        });
      return resourceTexts;
    },
  };
}

/** react-admin draws nothing until the stored language and the texts' agree: none stored cost a render. */
export function storeInLanguageOf(store: Store, i18nProvider: Pick<I18nProvider, 'getLocale'>): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T): T | undefined =>
      store.getItem(
        key,
        key === 'locale' && defaultValue === undefined ? (i18nProvider.getLocale() as T) : defaultValue,
      ),
  };
}
