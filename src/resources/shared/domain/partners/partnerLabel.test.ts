import { describe, expect, it } from 'vitest';
import { makeThaiId } from '../../../../api/thaiId';
import { detailText, partnerDetailLines, partnerLabels, shownTaxId, type DetailPart } from './partnerLabel';

const NAME = 'บริษัท สหพันธ์พาณิชย์มั่นคง จำกัด';
const COMPANY_TAX = makeThaiId(5001, 0);
const PERSON_TAX = makeThaiId(9001, 1);

const supplier = (id: string, fields: Record<string, unknown>) => ({ id, SupplierName: NAME, ...fields });

/** The translator the screens use, with the app's English texts for the second line. */
const translate = (key: string, options?: Record<string, unknown>) =>
  ({ 'app.partner.detail.tax_id': 'Tax ID', 'app.partner.detail.id': 'ID' })[key] +
  ` ${String(options?.value)}`;

const lineOf = (detail: DetailPart[] | undefined) => detailText(detail ?? [], translate);

describe('the second line of partners shown together', () => {
  it('tells two equal names in different provinces apart by the province, without the id', () => {
    const labels = partnerLabels(
      [
        supplier('S1', { ProvinceName: 'เชียงใหม่', TaxId: COMPANY_TAX }),
        supplier('S2', { ProvinceName: 'ขอนแก่น', TaxId: COMPANY_TAX }),
      ],
      'suppliers',
    );
    expect(labels.get('S1')?.name).toBe(NAME);
    expect(labels.get('S2')?.name).toBe(NAME);
    expect(lineOf(labels.get('S1')?.detail)).toBe(`เชียงใหม่ · Tax ID ${shownTaxId(COMPANY_TAX)}`);
    expect(lineOf(labels.get('S2')?.detail)).toBe(`ขอนแก่น · Tax ID ${shownTaxId(COMPANY_TAX)}`);
  });

  it('adds the id to equal names in the same province with the same masked tax id, and only to them', () => {
    // Two people's ids with the same last four digits mask alike.
    const other = `9${PERSON_TAX.slice(1, 9)}${PERSON_TAX.slice(9)}`;
    expect(shownTaxId(other)).toBe(shownTaxId(PERSON_TAX));
    const labels = partnerLabels(
      [
        supplier('S1', { ProvinceName: 'ลำปาง', TaxId: PERSON_TAX }),
        supplier('S2', { ProvinceName: 'ลำปาง', TaxId: other }),
        supplier('S3', { ProvinceName: 'ลำปาง', TaxId: COMPANY_TAX }),
        { id: 'S4', SupplierName: 'ร้านอื่น', ProvinceName: 'ลำปาง', TaxId: PERSON_TAX },
      ],
      'suppliers',
    );
    expect(lineOf(labels.get('S1')?.detail)).toBe(`ลำปาง · Tax ID ${shownTaxId(PERSON_TAX)} · ID S1`);
    expect(lineOf(labels.get('S2')?.detail)).toBe(`ลำปาง · Tax ID ${shownTaxId(PERSON_TAX)} · ID S2`);
    expect(lineOf(labels.get('S3')?.detail)).not.toContain('ID S3');
    expect(lineOf(labels.get('S4')?.detail)).not.toContain('ID S4');
    const shown = [...labels.values()].map((label) => `${label.name}\n${lineOf(label.detail)}`);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('reads names as people do: spaces do not make two names different', () => {
    const labels = partnerLabels(
      [
        { id: 1, GroceryName: 'ร้านป้าแดง  สาขา 1', ProvinceName: 'น่าน' },
        { id: 2, GroceryName: 'ร้านป้าแดง สาขา 1 ', ProvinceName: 'น่าน' },
      ],
      'groceries',
    );
    expect(lineOf(labels.get('1')?.detail)).toBe('น่าน · ID 1');
    expect(lineOf(labels.get('2')?.detail)).toBe('น่าน · ID 2');
  });

  it("never shows a person's tax id unmasked; a company's shows formatted", () => {
    const labels = partnerLabels(
      [supplier('S1', { TaxId: PERSON_TAX }), supplier('S2', { TaxId: ` ${COMPANY_TAX} ` })],
      'suppliers',
    );
    const person = lineOf(labels.get('S1')?.detail);
    expect(person).not.toContain(PERSON_TAX);
    expect(person).not.toContain(PERSON_TAX.slice(0, 9));
    expect(person).toBe(
      `Tax ID x-xxxx-xxxx${PERSON_TAX.slice(9, 10)}-${PERSON_TAX.slice(10, 12)}-${PERSON_TAX[12]}`,
    );
    expect(lineOf(labels.get('S2')?.detail)).toBe(
      `Tax ID ${COMPANY_TAX[0]}-${COMPANY_TAX.slice(1, 5)}-${COMPANY_TAX.slice(5, 10)}-${COMPANY_TAX.slice(10, 12)}-${COMPANY_TAX[12]}`,
    );
    // Something that is not a 13-digit id counts as a person's: only its end shows.
    expect(shownTaxId('12345678')).toBe('xxxx5678');
  });

  it('shows what a record has and nothing made up; with nothing, the id', () => {
    const labels = partnerLabels(
      [
        supplier('S1', { ProvinceName: 'ตราด' }),
        supplier('S2', { TaxId: COMPANY_TAX, ProvinceName: '  ' }),
        supplier('S3', { ProvinceName: null, TaxId: '' }),
      ],
      'suppliers',
    );
    expect(labels.get('S1')?.detail).toEqual([{ kind: 'province', value: 'ตราด' }]);
    expect(labels.get('S2')?.detail).toEqual([{ kind: 'tax_id', value: shownTaxId(COMPANY_TAX) }]);
    expect(labels.get('S3')?.detail).toEqual([{ kind: 'id', value: 'S3' }]);
    // A grocery store's line has no tax id.
    expect(
      partnerLabels([{ id: 7, GroceryName: 'ร้านค้า', TaxId: COMPANY_TAX }], 'groceries').get('7'),
    ).toEqual({
      name: 'ร้านค้า',
      detail: [{ kind: 'id', value: '7' }],
    });
  });

  it('gives the command palette the same lines as text, by id', () => {
    const lines = partnerDetailLines('groceries')(
      [
        { id: 1, GroceryName: 'ร้านสมใจ', ProvinceName: 'ตาก' },
        { id: 2, GroceryName: 'ร้านสมใจ', ProvinceName: 'ตาก' },
        { id: 3, GroceryName: 'ร้านสมใจ', ProvinceName: 'ยะลา' },
      ],
      translate,
    );
    expect(lines).toEqual(
      new Map([
        ['1', 'ตาก · ID 1'],
        ['2', 'ตาก · ID 2'],
        ['3', 'ยะลา'],
      ]),
    );
  });
});
