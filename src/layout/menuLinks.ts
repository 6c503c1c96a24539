import { useCallback } from 'react';
import { legacyTarget, type LegacyRoute } from '../registry/registry';
import { useRegistry } from '../registry/RegistryContext';

/** Menu entries link to the old paths; go straight to the new screen where one exists. */
export function menuLinkTarget(linkto: string, routes: readonly LegacyRoute[]): string {
  const [path, search = ''] = linkto.split('?');
  const route = routes.find((candidate) => candidate.from === path);
  return route ? legacyTarget(route, search ? `?${search}` : '') : linkto;
}

export function useMenuLinkTarget() {
  const { legacyRoutes } = useRegistry();
  return useCallback((linkto: string) => menuLinkTarget(linkto, legacyRoutes), [legacyRoutes]);
}
