import { useCallback } from 'react';
import { usePermissions, useResourceContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../../../config/ConfigContext';
import { useRegistry } from '../../../registry/RegistryContext';
import { resourceOfKey, rightAllows, type WriteAction } from '../../../registry/rights';

/** Whether the signed-in user may do a write on the screen's resource; false while the role is unknown. */
export type MayDo = (action: WriteAction) => boolean;

/**
 * The one place a screen asks whether to offer a write (docs/deploying.md, "Rights per action"): the
 * session's role, asked of `registry/rights.ts` with the running config's `rights`, the question
 * the authProvider answers too. The screen is open, so the menu has let the role in; only the
 * action's right is left, which needs no call: a list's rows draw their buttons at once.
 *
 * The resource is the one named, else the surrounding resource's, else the one whose screen the
 * page shows (a custom route, like the grocery password reset, has no resource context).
 */
export function useMayDo(resource?: string): MayDo {
  const context = useResourceContext({ resource });
  const { pathname } = useLocation();
  const registry = useRegistry();
  const current = context ?? resourceOfKey(registry.accessKeyOfPath(pathname) ?? '');
  const { permissions, isPending } = usePermissions<string>();
  const rights = useAppConfig().rights;
  return useCallback(
    (action: WriteAction) => !isPending && rightAllows(rights, current, action, permissions),
    [rights, current, permissions, isPending],
  );
}
