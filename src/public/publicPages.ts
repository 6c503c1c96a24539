import type { AppConfig } from '../config/config';
import { serviceBaseUrl } from '../config/urls';
import type { PublicPageDefinition, PublicPageProps, ResourceDefinition } from '../registry/definition';

/** The public page at `pathname`, if a resource declares one (paths match exactly, as the server's). */
export function publicPageFor(
  definitions: readonly ResourceDefinition[],
  pathname: string,
): PublicPageDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return definitions.flatMap((definition) => definition.publicPages ?? []).find((page) => page.path === path);
}

/**
 * The visitor's language: the one they chose in the back-office on this browser (react-admin keeps
 * it as JSON under `RaStore.locale`), else English when their browser prefers it, else Thai.
 */
export function publicPageLanguage(
  storedLocale: string | null,
  browserLanguages: readonly string[],
): PublicPageProps['language'] {
  if (storedLocale === '"en"' || storedLocale === '"th"') return storedLocale === '"en"' ? 'en' : 'th';
  const preferred = browserLanguages.find((language) => /^(th|en)\b/i.test(language));
  return preferred?.toLowerCase().startsWith('en') ? 'en' : 'th';
}

/** What a public page gets from config.json: no token, only the API key when there is one. */
export function publicPageApi(
  config: AppConfig,
  origin: string,
): Pick<PublicPageProps, 'apiBase' | 'apiHeaders'> {
  return {
    apiBase: serviceBaseUrl(config, 'backoffice', origin),
    apiHeaders: config.apiKey ? { [config.apiKeyHeader]: config.apiKey } : {},
  };
}
