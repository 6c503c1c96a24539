import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContext } from 'react-admin';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { raThai } from '../../i18n/raThai';
import { NoSupplierPackages } from './PackageShow';
import en from './texts.en';
import th from './texts.th';

/** The package detail's empty supplier list, rendered with the app's real texts of a language. */
function rendered(texts: typeof th, locale: string) {
  const i18n = polyglotI18nProvider(() => ({ ...raThai, resources: texts }), locale);
  return renderToString(
    <I18nContext.Provider value={i18n}>
      <NoSupplierPackages />
    </I18nContext.Provider>,
  );
}

describe('a package no supplier is on', () => {
  it('says so in a whole sentence, never a raw "%{name}"', () => {
    const thai = rendered(th, 'th');
    expect(thai).toContain('ยังไม่มีผู้ขายส่งใช้แพ็กเกจนี้');
    expect(rendered(en, 'en')).toContain('No supplier is on this package yet');
    expect(thai).not.toContain('%{');
    expect(thai).not.toContain('ไม่พบ');
  });
});
