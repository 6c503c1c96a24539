import type { KeyKind } from '../api/crypto';
import { useAppConfig } from '../config/ConfigContext';
import { DEFAULT_CONFIG, type RevealRoles, type SensitiveKind } from '../config/config';

/** Who sees personal data in full (docs/decisions.md, "Who may reveal personal data"; docs/deploying.md, "Decryption keys"). */
export type { RevealRoles, SensitiveKind };

export const mayReveal = (
  role: unknown,
  kind: SensitiveKind,
  revealRoles: RevealRoles = DEFAULT_CONFIG.crypto.revealRoles,
): boolean => typeof role === 'string' && revealRoles[kind].includes(role);

export const useRevealRoles = (): RevealRoles => useAppConfig().crypto.revealRoles;

/** The keys each right keeps: a transaction's keys are money keys (docs/api.md, "Encrypted fields"). */
export const KEYS_OF_KIND: Record<SensitiveKind, readonly KeyKind[]> = {
  contact: ['profile'],
  bank: ['profile', 'withdraw', 'refund'],
};

export function keyKindsFor(role: unknown, revealRoles: RevealRoles): Set<KeyKind> {
  const kinds = new Set<KeyKind>();
  for (const [kind, keys] of Object.entries(KEYS_OF_KIND) as [SensitiveKind, readonly KeyKind[]][])
    if (mayReveal(role, kind, revealRoles)) for (const key of keys) kinds.add(key);
  return kinds;
}

/** Holding the right is not enough: the right must keep the key, so nobody is offered a reveal that cannot decrypt. */
export const mayDecrypt = (
  role: unknown,
  kind: SensitiveKind,
  key: KeyKind,
  revealRoles: RevealRoles = DEFAULT_CONFIG.crypto.revealRoles,
): boolean => mayReveal(role, kind, revealRoles) && keyKindsFor(role, revealRoles).has(key);
