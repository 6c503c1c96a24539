import { entriesLinkingTo, linksToOneOf, type MenuNode } from '../api/menuRules';
import type { AccessRule, ResourceDefinition } from './definition';
import { resolveAccess } from './menuEntries';
import { routeKey } from './registry';

export interface AppScreen {
  /** The resource's name, or `resource:/path` (a custom route, the home page). */
  key: string;
  resource: string;
  path: string;
  rule: AccessRule;
  readOnly: boolean;
}

export function appScreens(definitions: readonly ResourceDefinition[]): AppScreen[] {
  return definitions.flatMap((definition) => [
    ...(definition.screens && Object.keys(definition.screens).length > 0
      ? [
          {
            key: definition.name,
            resource: definition.name,
            path: `/${definition.name}`,
            rule: resolveAccess(definition.access, definitions),
            readOnly: definition.readOnly === true,
          },
        ]
      : []),
    ...(definition.home
      ? [
          {
            key: routeKey(definition.name, '/'),
            resource: definition.name,
            path: '/',
            rule: resolveAccess(definition.access, definitions),
            readOnly: definition.readOnly === true,
          },
        ]
      : []),
    ...(definition.routes ?? []).map((route) => ({
      key: routeKey(definition.name, route.path),
      resource: definition.name,
      path: route.path,
      rule: resolveAccess(route.access ?? definition.access, definitions),
      readOnly: route.readOnly === true,
    })),
  ]);
}

/** Without an entry linking to it, a screen opens to nobody, the administrator included. */
export const unreachableScreens = (screens: readonly AppScreen[], tree: MenuNode[]): AppScreen[] =>
  screens.filter(
    (screen) => screen.rule.kind === 'menu' && entriesLinkingTo(tree, screen.rule.paths).length === 0,
  );

export const screensOpenedBy = (linkto: string, screens: readonly AppScreen[]): AppScreen[] =>
  screens.filter((screen) => screen.rule.kind === 'menu' && linksToOneOf(linkto, screen.rule.paths));
