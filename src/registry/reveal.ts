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
 * The keys each kind's fields are encrypted with (docs/api.md, "Encrypted fields"): a partner's
 * phones, e-mails and bank account with the profile key, a transaction's with its type's key.
 */
export const KEYS_OF_KIND: Record<SensitiveKind, readonly KeyKind[]> = {
  contact: ['profile', 'withdraw', 'refund'],
  bank: ['profile', 'withdraw', 'refund'],
};

/** The keys a role needs: those of the kinds it may reveal, none for a role that may reveal nothing. */
export function keyKindsFor(role: unknown, revealRoles: RevealRoles): Set<KeyKind> {
  const kinds = new Set<KeyKind>();
  for (const [kind, keys] of Object.entries(KEYS_OF_KIND) as [SensitiveKind, readonly KeyKind[]][])
    if (mayReveal(role, kind, revealRoles)) for (const key of keys) kinds.add(key);
  return kinds;
}
