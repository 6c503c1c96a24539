import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import th from '../i18n/th';
import { setDateLocale } from '../i18n/format';
import type { Messages, ResourceDefinition } from '../registry/definition';

export const LOCALES = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

/** The app's texts with each resource's own under `resources.<name>`. */
export function withResourceTexts(base: object, texts: [string, Messages][]): TranslationMessages {
  return { ...(base as TranslationMessages), resources: Object.fromEntries(texts) };
}

/**
 * Thai by default; English (the app's and every resource's) is fetched the first time someone
 * switches to it.
 */
export function createI18nProvider(definitions: readonly ResourceDefinition[]): I18nProvider {
  const withTexts = definitions.filter((definition) => definition.texts);
  const thai = withResourceTexts(
    th,
    withTexts.map((definition) => [definition.name, definition.texts!.th]),
  );
  return polyglotI18nProvider(
    (locale) => {
      setDateLocale(locale);
      if (locale !== 'en') return thai;
      return Promise.all([
        import('../i18n/en'),
        ...withTexts.map((definition) => definition.texts!.en()),
      ]).then(([base, ...texts]) =>
        withResourceTexts(
          base.default,
          texts.map((module, index) => [withTexts[index].name, module.default]),
        ),
      );
    },
    'th',
    LOCALES,
  );
}
