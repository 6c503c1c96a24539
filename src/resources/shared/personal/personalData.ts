import type { SensitiveKind } from '../../../registry/reveal';

/*
 * The rules of personal data on screen and in files (pure, no React).
 */

/**
 * The kinds of personal data the screens show masked and the exports leave out for a user who may
 * not reveal them (docs/decisions.md, "Personal data shown").
 */
export type PersonalField = 'phone' | 'email' | 'citizenId' | 'bank';

/**
 * Which reveal right of `registry/reveal.ts` covers each kind: that module says which roles hold a
 * right, this table only which right a field needs. A citizen id goes with the bank right: it is
 * what identifies the payee of a transfer (a person's tax id is their citizen id), and finance is
 * who needs it; those who talk to partners need their phone and e-mail, not their identity.
 */
export const REVEAL_RIGHT: Readonly<Record<PersonalField, SensitiveKind>> = {
  phone: 'contact',
  email: 'contact',
  citizenId: 'bank',
  bank: 'bank',
};

/** Whether the signed-in user may see a right's values in full; false while the role is unknown. */
export type MayReveal = (right: SensitiveKind) => boolean;

/**
 * The form's problems without those of the fields listed in `fields` that still hold the value the
 * record came with. A form keeps a personal field masked for a role that may not reveal it, so such
 * a user could never correct the value; it is the service's, not the user's typing. A value the
 * user changed is checked as before.
 */
export function withoutProblemsOfStoredValues(
  problems: Record<string, string>,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  fields: readonly string[],
): Record<string, string> {
  if (!stored) return problems;
  const kept = Object.entries(problems).filter(
    ([field]) => !(fields.includes(field) && values[field] === stored[field]),
  );
  return Object.fromEntries(kept);
}
