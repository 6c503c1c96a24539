import { describe, expect, it } from 'vitest';
import { contactFieldsOf } from './contactFields';

describe('the contact fields of a partner detail', () => {
  it('reads both phones of a grocery store: ContactphoneNo and, when sent, Phoneno', () => {
    const record = { id: 'G1', ContactphoneNo: '081-234-5678', Phoneno: 'AAECAwQFBgcICQoLDA0ODw==' };
    expect(contactFieldsOf('Grocery', record)).toEqual([
      { source: 'ContactphoneNo', mask: 'phone' },
      { source: 'Phoneno', mask: 'phone' },
      { source: 'Email', mask: 'email' },
    ]);
  });

  it('shows a phone and the e-mail even when a store sends neither (a dash each), and no empty second phone', () => {
    const expected = [
      { source: 'ContactphoneNo', mask: 'phone' },
      { source: 'Email', mask: 'email' },
    ];
    expect(contactFieldsOf('Grocery', { id: 'G2' })).toEqual(expected);
    expect(contactFieldsOf('Grocery', { id: 'G3', Phoneno: '  ' })).toEqual(expected);
    expect(contactFieldsOf('Grocery', undefined)).toEqual(expected);
  });

  it("reads a supplier's Phoneno and e-mail", () => {
    expect(contactFieldsOf('Supplier', { id: 'S1', Phoneno: '0812345678' })).toEqual([
      { source: 'Phoneno', mask: 'phone' },
      { source: 'Email', mask: 'email' },
    ]);
  });
});
