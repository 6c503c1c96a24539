import { useCallback } from 'react';
import { usePermissions, useResourceContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../../../config/ConfigContext';
import { useRegistry } from '../../../registry/RegistryContext';
import { resourceOfKey, rightAllows, type WriteAction } from '../../../registry/rights';

/** False while the role is unknown. */
export type MayDo = (action: WriteAction) => boolean;

/** The one place a screen asks whether to offer a write; it needs no call (docs/deploying.md, "Rights per action"). */
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
