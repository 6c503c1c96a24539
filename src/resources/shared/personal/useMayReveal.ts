import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import type { KeyKind } from '../../../api/crypto';
import { mayDecrypt, mayReveal, useRevealRoles, type SensitiveKind } from '../../../registry/reveal';
import type { MayReveal } from './personalData';

/**
 * The one place a screen asks whether the signed-in user may reveal a right: the role the session
 * holds, asked of `registry/reveal.ts` with the running config's reveal rights. Stable while the
 * role and the rights are, so an exporter built from it is not rebuilt on every render.
 */
export function useMayReveal(): MayReveal {
  const { permissions } = usePermissions<string>();
  const revealRoles = useRevealRoles();
  return useCallback(
    (right: SensitiveKind) => mayReveal(permissions, right, revealRoles),
    [permissions, revealRoles],
  );
}

/** Whether the signed-in user may reveal a right's value encrypted with a key: `mayDecrypt`. */
export type MayDecrypt = (right: SensitiveKind, key: KeyKind) => boolean;

/** `useMayReveal` for an encrypted value: the right, and the key it needs kept for the role. */
export function useMayDecrypt(): MayDecrypt {
  const { permissions } = usePermissions<string>();
  const revealRoles = useRevealRoles();
  return useCallback(
    (right: SensitiveKind, key: KeyKind) => mayDecrypt(permissions, right, key, revealRoles),
    [permissions, revealRoles],
  );
}
