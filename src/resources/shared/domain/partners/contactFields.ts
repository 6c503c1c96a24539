import type { RaRecord } from 'react-admin';

/** A contact field of a partner's detail and how it is masked. */
export interface ContactField {
  source: string;
  mask: 'phone' | 'email';
}

/**
 * The contact fields each partner kind may carry (docs/api.md, "Partners"): a supplier's
 * `Phoneno`; a grocery store's `ContactphoneNo` and, in its detail, `Phoneno` as the supplier's
 * and the finance `UserDetails` spell it. Any of them may arrive encrypted or as plain text
 * (docs/api.md, "Encrypted fields"). The first phone and the e-mail are always shown (a dash when
 * missing); another phone only when the record has it, so a store never shows an empty second phone.
 */
const CONTACT_FIELDS: Record<'Supplier' | 'Grocery', { always: ContactField[]; whenSent: ContactField[] }> = {
  Supplier: {
    always: [
      { source: 'Phoneno', mask: 'phone' },
      { source: 'Email', mask: 'email' },
    ],
    whenSent: [],
  },
  Grocery: {
    always: [
      { source: 'ContactphoneNo', mask: 'phone' },
      { source: 'Email', mask: 'email' },
    ],
    whenSent: [{ source: 'Phoneno', mask: 'phone' }],
  },
};

const sent = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The contact fields to show for this record, phones first. */
export function contactFieldsOf(kind: 'Supplier' | 'Grocery', record: RaRecord | undefined): ContactField[] {
  const { always, whenSent } = CONTACT_FIELDS[kind];
  const extra = whenSent.filter((field) => sent(record?.[field.source]));
  const phones = [...always, ...extra].filter((field) => field.mask === 'phone');
  return [...phones, ...always.filter((field) => field.mask !== 'phone')];
}
