import { legacyRoutes, legacyTarget } from '../routes/legacyRoutes';

/** Menu entries link to the old paths; go straight to the new screen where one exists. */
export function menuLinkTarget(linkto: string): string {
  const [path, search = ''] = linkto.split('?');
  const route = legacyRoutes.find((candidate) => candidate.from === path);
  return route ? legacyTarget(route, search ? `?${search}` : '') : linkto;
}
