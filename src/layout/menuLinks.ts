import { useCallback } from 'react';
import { linksOutside } from '../api/menuRules';
import { legacyTarget, type LegacyRoute } from '../registry/registry';
import { useRegistry } from '../registry/RegistryContext';

/**
 * Menu entries link to the old paths; go straight to the new screen where one exists. A link that
 * leaves the site (menuForRole drops those) goes home instead: the server's menu never sends staff
 * elsewhere.
 */
export function menuLinkTarget(linkto: string, routes: readonly LegacyRoute[]): string {
  if (linksOutside(linkto)) return '/';
  const [path, search = ''] = linkto.split('?');
  const route = routes.find((candidate) => candidate.from === path);
  return route ? legacyTarget(route, search ? `?${search}` : '') : linkto;
}

export function useMenuLinkTarget() {
  const { legacyRoutes } = useRegistry();
  return useCallback((linkto: string) => menuLinkTarget(linkto, legacyRoutes), [legacyRoutes]);
}
