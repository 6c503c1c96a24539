import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  ChoicesContextProvider,
  I18nContext,
  RecordContextProvider,
  type AutocompleteInputProps,
  type ChoicesContextValue,
  type I18nProvider,
  type RaRecord,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { makeThaiId } from '../../../../api/thaiId';
import { appThai } from '../../../../i18n/appThai';
import { PartnerInput } from './PartnerInput';
import { PartnerText } from './PartnerText';
import { partnerLabels, shownTaxId, type PartnerResource } from './partnerLabel';

/** The app's Thai texts of the second line, as the screens translate them. */
const i18n: I18nProvider = {
  translate: (key, options) => {
    const detail = appThai.app.partner.detail as Record<string, string>;
    const text = key.startsWith('app.partner.detail.')
      ? detail[key.slice('app.partner.detail.'.length)]
      : key;
    return text.replace('%{value}', String(options?.value));
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'th',
};

/** What a person reads (and a browser names the option): the text, blocks apart. */
const readText = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const secondLine = (html: string) =>
  readText(/data-testid="partner-detail"[^>]*>(.*?)<\/span>/.exec(html)?.[1] ?? '');

/**
 * The options a picker offers for one answer of the server, drawn as react-admin's
 * AutocompleteInput draws each: the picker's own `optionText` in the choice's record context, the
 * answer as the choices' context.
 */
function offered(kind: PartnerResource, choices: RaRecord[]) {
  const input = PartnerInput({ kind, source: 'PartnerId', label: 'x' }) as ReactElement<{
    children: ReactElement<AutocompleteInputProps>;
  }>;
  const { optionText, inputText, matchSuggestion } = input.props.children.props;
  const context = { allChoices: choices, availableChoices: choices } as unknown as ChoicesContextValue;
  return choices.map((choice) => {
    const html = renderToString(
      <I18nContext.Provider value={i18n}>
        <ChoicesContextProvider value={context}>
          <RecordContextProvider value={choice}>{optionText as ReactElement}</RecordContextProvider>
        </ChoicesContextProvider>
      </I18nContext.Provider>,
    );
    return {
      name: readText(html),
      detail: secondLine(html),
      input: inputText?.(choice),
      matches: matchSuggestion?.('anything typed', choice),
    };
  });
}

const NAME = 'บริษัท สหพันธ์พาณิชย์มั่นคง จำกัด';
const COMPANY_TAX = makeThaiId(5007, 0);
const PERSON_TAX = makeThaiId(9007, 2);

describe('a partner picker', () => {
  it('offers two suppliers of the same name as two options a person tells apart', () => {
    const options = offered('suppliers', [
      { id: 'S1', SupplierName: NAME, ProvinceName: 'เชียงใหม่', TaxId: COMPANY_TAX },
      { id: 'S2', SupplierName: NAME, ProvinceName: 'ขอนแก่น', TaxId: PERSON_TAX },
    ]);
    expect(options.map((option) => option.name)).toEqual([
      `${NAME} เชียงใหม่ · เลขผู้เสียภาษี ${shownTaxId(COMPANY_TAX)}`,
      `${NAME} ขอนแก่น · เลขผู้เสียภาษี ${shownTaxId(PERSON_TAX)}`,
    ]);
    expect(options[1].name).not.toContain(PERSON_TAX.slice(0, 9));
    // The input, once one is chosen, shows the name alone; the server did the matching.
    expect(options.map((option) => option.input)).toEqual([NAME, NAME]);
    expect(options.every((option) => option.matches)).toBe(true);
  });

  it('adds the id when the name, the province and the masked tax id are all the same', () => {
    const options = offered('suppliers', [
      { id: 'S1', SupplierName: NAME, ProvinceName: 'ลำปาง', TaxId: COMPANY_TAX },
      { id: 'S2', SupplierName: NAME, ProvinceName: 'ลำปาง', TaxId: COMPANY_TAX },
      { id: 'S3', SupplierName: 'ร้านอื่น', ProvinceName: 'ลำปาง', TaxId: COMPANY_TAX },
    ]);
    expect(options.map((option) => option.detail)).toEqual([
      `ลำปาง · เลขผู้เสียภาษี ${shownTaxId(COMPANY_TAX)} · รหัส S1`,
      `ลำปาง · เลขผู้เสียภาษี ${shownTaxId(COMPANY_TAX)} · รหัส S2`,
      `ลำปาง · เลขผู้เสียภาษี ${shownTaxId(COMPANY_TAX)}`,
    ]);
    expect(new Set(options.map((option) => option.name)).size).toBe(3);
  });

  it('tells grocery stores of the same name apart by province, then by id', () => {
    const options = offered('groceries', [
      { id: 11, GroceryName: 'ร้านป้าแดง', ProvinceName: 'น่าน' },
      { id: 12, GroceryName: 'ร้านป้าแดง', ProvinceName: 'น่าน' },
      { id: 13, GroceryName: 'ร้านป้าแดง', ProvinceName: 'แพร่' },
      { id: 14, GroceryName: 'ร้านป้าแดง' },
    ]);
    expect(options.map((option) => option.detail)).toEqual(['น่าน · รหัส 11', 'น่าน · รหัส 12', 'แพร่', 'รหัส 14']);
  });
});

describe('a list of partners (the finance view, the supplier picker of the finance views)', () => {
  it('draws each name with the same second line as the pickers', () => {
    const labels = partnerLabels(
      [
        { id: 'S1', SupplierName: NAME, ProvinceName: 'ตาก' },
        { id: 'S2', SupplierName: NAME, ProvinceName: 'ตาก' },
      ],
      'suppliers',
    );
    const drawn = [...labels.values()].map((label) =>
      readText(
        renderToString(
          <I18nContext.Provider value={i18n}>
            <PartnerText {...label} />
          </I18nContext.Provider>,
        ),
      ),
    );
    expect(drawn).toEqual([`${NAME} ตาก · รหัส S1`, `${NAME} ตาก · รหัส S2`]);
  });
});
