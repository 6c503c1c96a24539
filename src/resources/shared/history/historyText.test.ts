import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { historyItemOf } from './historyRead';
import { aboutText, fieldLabel, valueText } from './historyText';

/** A few texts as the bundles have them; any other key falls back as react-admin's does (`_`). */
const TEXTS: Record<string, string> = {
  'app.history.about_record': '%{record} %{id}',
  'app.history.in_file': 'in a file of %{smart_count} rows',
  'app.history.yes': 'Yes',
  'app.history.no': 'No',
  'resources.seller-products.name': 'Seller product',
  'resources.seller-products.fields.UnitPrice': 'Unit price',
  'app.partner.fields.Phoneno': 'Phone',
};
const translate = ((key: string, options?: Record<string, unknown>) => {
  const text = TEXTS[key] ?? (options?._ as string | undefined) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name] ?? ''));
}) as TranslateFunction;

const supplier = { resource: 'suppliers', id: 12 };

describe("an entry's words", () => {
  it("name the record it is about when it is not the one on screen (a supplier's product)", () => {
    const edit = historyItemOf({
      action: 'UPDATE',
      resource: 'seller-products',
      recordId: 31,
      changes: [{ field: 'UnitPrice', before: 1, after: 2 }],
    });
    expect(aboutText(translate, edit, supplier)).toBe('Seller product 31');
    expect(aboutText(translate, { ...edit, resource: 'suppliers', recordId: '12' }, supplier)).toBe('');
  });

  it("say a file's rows and the fields a look named", () => {
    const file = historyItemOf({
      action: 'EXPORT',
      resource: 'suppliers',
      rowIds: [12],
      rowCount: 40,
      fields: ['Phoneno'],
    });
    expect(aboutText(translate, file, supplier)).toBe('in a file of 40 rows · Phone');
  });

  it('give a field its screen label, a yes/no its words, and nothing a dash', () => {
    expect(fieldLabel(translate, 'seller-products', 'UnitPrice')).toBe('Unit price');
    expect(fieldLabel(translate, 'suppliers', 'Phoneno')).toBe('Phone');
    expect(fieldLabel(translate, 'brands', 'BrandTitle')).toBe('BrandTitle');
    expect(valueText(translate, false)).toBe('No');
    expect(valueText(translate, null)).toBe('—');
    expect(valueText(translate, 0)).toBe('0');
  });
});
