import type { KeyKind } from '../api/crypto';
import { useAppConfig } from '../config/ConfigContext';
import { DEFAULT_CONFIG, type RevealRoles, type SensitiveKind } from '../config/config';

/**
 * Who may see personal data in full (docs/decisions.md, "Who may reveal personal data"): the roles of
 * config.json's `crypto.revealRoles`, whose defaults are the demo's role names (docs/deploying.md,
 * "Decryption keys"). A role in no list sees masks only (deny by default).
 */
export type { RevealRoles, SensitiveKind };

export const mayReveal = (
  role: unknown,
  kind: SensitiveKind,
  revealRoles: RevealRoles = DEFAULT_CONFIG.crypto.revealRoles,
): boolean => typeof role === 'string' && revealRoles[kind].includes(role);

/** The running config.json's reveal rights, for `mayReveal` on a screen. */
export const useRevealRoles = (): RevealRoles => useAppConfig().crypto.revealRoles;

/**
 * The keys each right keeps (docs/decisions.md, "Who may reveal personal data"). A partner's phones,
 * e-mails and bank account are encrypted with the profile key; everything a transaction carries
 * (its party's contact and its bank details) with its type's key (docs/api.md, "Encrypted
 * fields"). The transaction keys are money keys and go with the bank right only: a role that may
 * reveal contacts but not bank data keeps the profile key alone, so a bank detail of a transaction
 * cannot be decrypted in its page.
 */
export const KEYS_OF_KIND: Record<SensitiveKind, readonly KeyKind[]> = {
  contact: ['profile'],
  bank: ['profile', 'withdraw', 'refund'],
};

/** The keys a role needs: those of the kinds it may reveal, none for a role that may reveal nothing. */
export function keyKindsFor(role: unknown, revealRoles: RevealRoles): Set<KeyKind> {
  const kinds = new Set<KeyKind>();
  for (const [kind, keys] of Object.entries(KEYS_OF_KIND) as [SensitiveKind, readonly KeyKind[]][])
    if (mayReveal(role, kind, revealRoles)) for (const key of keys) kinds.add(key);
  return kinds;
}

/**
 * Whether a role may reveal a value of `kind` encrypted with `key`: it holds the right, and the
 * right keeps the key. A transaction's contact (its type's key) is thus revealed by a role holding
 * both rights; a role with the contact right only sees it withheld, never a reveal that cannot
 * decrypt.
 */
export const mayDecrypt = (
  role: unknown,
  kind: SensitiveKind,
  key: KeyKind,
  revealRoles: RevealRoles = DEFAULT_CONFIG.crypto.revealRoles,
): boolean => mayReveal(role, kind, revealRoles) && keyKindsFor(role, revealRoles).has(key);
