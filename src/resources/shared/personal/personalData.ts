import type { SensitiveKind } from '../../../registry/reveal';

/** Masked on screen and left out of files unless revealed (docs/decisions.md, "Personal data shown"). */
export type PersonalField = 'phone' | 'email' | 'citizenId' | 'bank';

/** The right each kind needs (docs/decisions.md, "Which right reveals what"); `registry/reveal.ts` gives rights to roles. */
export const REVEAL_RIGHT: Readonly<Record<PersonalField, SensitiveKind>> = {
  phone: 'contact',
  email: 'contact',
  citizenId: 'bank',
  bank: 'bank',
};

/** Whether the signed-in user may see a right's values in full; false while the role is unknown. */
export type MayReveal = (right: SensitiveKind) => boolean;

/** Drops the problems of masked fields still holding the stored value, which the user could not correct. */
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
