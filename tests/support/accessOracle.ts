import { normaliseRoles } from '../../src/api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../src/api/menuTypes';
import type { AccessRule } from '../../src/registry/definition';
import type { Registry } from '../../src/registry/registry';
import { seedMainMenu, seedSubMenu } from './demoMenu';

/** The demo's roles, each with an account of the same name. */
export const ROLES = ['admin', 'finance', 'sales', 'support'] as const;

export interface RoutedScreen {
  path: string;
  access: AccessRule;
  /** Which of the resource's screens, or a route of its own. */
  kind: 'home' | 'list' | 'create' | 'route';
  resource: string;
}

/** Every path the registry routes: each resource's list and add screen, the home page and custom routes. */
export function routedScreens(registry: Pick<Registry, 'definitions'>): RoutedScreen[] {
  return registry.definitions.flatMap((definition) => {
    const screens: RoutedScreen[] = [];
    const own = (path: string, kind: RoutedScreen['kind']) =>
      screens.push({ path, access: definition.access, kind, resource: definition.name });
    if (definition.home) own('/', 'home');
    if (definition.screens?.list) own(`/${definition.name}`, 'list');
    if (definition.screens?.create || definition.screens?.form) own(`/${definition.name}/create`, 'create');
    return [
      ...screens,
      // A route of its own may have its own rule (the finance views, each for its menu entry).
      ...(definition.routes ?? []).map((route) => ({
        path: route.path,
        access: route.access ?? definition.access,
        kind: 'route' as const,
        resource: definition.name,
      })),
    ];
  });
}

/**
 * The oracle, written apart from the app's rules (docs/requirements.md, "Menu and access"): an entry is
 * shown when its role list is missing or empty or holds the role; a sub-entry also needs its main
 * entry. A screen declared for a menu path opens when a shown entry of the demo menu links to that
 * path.
 */
export function expectedOpen(role: string, access: AccessRule): boolean {
  if (access.kind === 'signedIn') return true;
  const shown = (entry: MainMenuEntry) => {
    const roles = normaliseRoles(entry.allowedroles);
    return roles.length === 0 || roles.includes(role);
  };
  const wanted = new Set(access.paths);
  const mains = seedMainMenu.filter((entry) => wanted.has(entry.linkto) && shown(entry));
  // A section's page (`sections`) also opens through any shown entry under that section's main entry.
  const sections = new Set(access.sections ?? []);
  const subs = seedSubMenu.filter((entry: SubMenuEntry) => {
    const main = seedMainMenu.find((candidate) => candidate.id === entry.mainmenuid)!;
    return (wanted.has(entry.linkto) || sections.has(main.menu)) && shown(entry) && shown(main);
  });
  return mains.length + subs.length > 0;
}
