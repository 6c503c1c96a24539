import { entriesLinkingTo, linksToOneOf, type MenuNode } from '../api/menuRules';
import type { AccessRule, ResourceDefinition } from './definition';
import { resolveAccess } from './menuEntries';
import { routeKey } from './registry';

/** A screen of the app with the rule that opens it. */
export interface AppScreen {
  /** Its access key (`ruleFor`): the resource's name, or `resource:/path` (a custom route, the home page). */
  key: string;
  /** The resource it belongs to (its name is the screen's label). */
  resource: string;
  /** The path it opens at (a resource's list, add and record screens all under `/{name}`). */
  path: string;
  rule: AccessRule;
  /** It changes nothing (it reads, may export): the definition's or the route's `readOnly`. */
  readOnly: boolean;
}

/** Every screen the registry routes: a resource's own screens, its home page and its custom routes. */
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

/**
 * The screens that no entry of `tree` reaches: each opens through a menu entry linking to one of
 * its rule's paths, and the menu has none, so the screen opens to nobody (deny by default), the
 * administrator included. A screen every signed-in user has is never among them.
 */
export const unreachableScreens = (screens: readonly AppScreen[], tree: MenuNode[]): AppScreen[] =>
  screens.filter(
    (screen) => screen.rule.kind === 'menu' && entriesLinkingTo(tree, screen.rule.paths).length === 0,
  );

/**
 * The screens a menu entry linking to `linkto` opens: those whose menu rule names the path (its
 * roles are theirs). A section's entry without a link opens none.
 */
export const screensOpenedBy = (linkto: string, screens: readonly AppScreen[]): AppScreen[] =>
  screens.filter((screen) => screen.rule.kind === 'menu' && linksToOneOf(linkto, screen.rule.paths));
