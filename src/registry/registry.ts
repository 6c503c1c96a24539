import type { AccessRule, OldPathTarget, ResourceDefinition } from './definition';

/**
 * What the app derives from the list of resources: the old paths of spec §2 and where they lead,
 * the access rule of every resource, custom route and path. The shell, the providers and the demo
 * backend get this object passed in; none of them imports a resource's folder.
 */
export interface LegacyRoute {
  /** The old path, exactly as spec §2 (and the server's menu) writes it. */
  from: string;
  /** The new path; `:id` is filled from the `id` (or `*Id`) query parameter when one is given. */
  to: string;
  /** The resource whose screen it opens. */
  resource: string;
}

export interface Registry {
  definitions: readonly ResourceDefinition[];
  legacyRoutes: LegacyRoute[];
  /** The rule of a resource (`orders`) or of a custom route (`tools:/report`); undefined: unknown, refused. */
  ruleFor(key: string): AccessRule | undefined;
  /** The access key (for `ruleFor`) of the screen at a path; undefined for a path no resource owns. */
  accessKeyOfPath(pathname: string): string | undefined;
  /** The old paths that stand for the screen at `pathname` (itself included): they name its menu entry. */
  oldPathsFor(pathname: string): string[];
}

export const routeKey = (resource: string, path: string) => `${resource}:${path}`;

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function targetPath(resource: string, target: OldPathTarget): string {
  switch (target) {
    case 'list':
      return `/${resource}`;
    case 'create':
      return `/${resource}/create`;
    case 'edit':
      return `/${resource}/:id`;
    case 'show':
      return `/${resource}/:id/show`;
    default:
      return target;
  }
}

/** Where an old path leads: `to`, with the record named by `id` (or `*Id`) in the query opened. */
export function legacyTarget(route: Pick<LegacyRoute, 'to'>, search: string): string {
  const params = new URLSearchParams(search);
  const id = params.get('id') ?? [...params.entries()].find(([key]) => /id$/i.test(key))?.[1];
  if (route.to.includes(':id'))
    return id ? route.to.replace(':id', encodeURIComponent(id)) : route.to.replace(/\/:id.*$/, '');
  return route.to;
}

export function buildRegistry(definitions: readonly ResourceDefinition[]): Registry {
  const names = new Set<string>();
  const rules = new Map<string, AccessRule>();
  /** Path prefixes (a resource's `/name`, a custom route's path) and their access keys. */
  const owners: { path: string; key: string; exact: boolean }[] = [];
  const legacyRoutes: LegacyRoute[] = [];
  const oldPaths = new Set<string>();
  /** A custom route's path → the menu entry's path that stands for it (`menuPath`). */
  const routeMenuPaths = new Map<string, string>();

  for (const definition of definitions) {
    if (names.has(definition.name)) throw new Error(`Resource "${definition.name}" is listed twice`);
    names.add(definition.name);
    rules.set(definition.name, definition.access);
    if (definition.screens && Object.keys(definition.screens).length > 0)
      owners.push({ path: `/${definition.name}`, key: definition.name, exact: false });
    if (definition.home) owners.push({ path: '/', key: definition.name, exact: true });
    for (const route of definition.routes ?? []) {
      const key = routeKey(definition.name, route.path);
      rules.set(key, route.access ?? definition.access);
      owners.push({ path: stripSlash(route.path), key, exact: true });
      if (route.menuPath) routeMenuPaths.set(stripSlash(route.path), route.menuPath);
    }
    for (const [from, target] of Object.entries(definition.oldPaths ?? {})) {
      if (oldPaths.has(from)) throw new Error(`Old path "${from}" is claimed twice`);
      // A redirect to itself would loop and leave the page blank (a resource named after its old path).
      if (stripSlash(targetPath(definition.name, target)) === stripSlash(from))
        throw new Error(`Old path "${from}" leads to itself: it is already the screen's own path`);
      oldPaths.add(from);
      legacyRoutes.push({ from, to: targetPath(definition.name, target), resource: definition.name });
    }
  }

  function accessKeyOfPath(pathname: string): string | undefined {
    const path = stripSlash(pathname);
    const found = owners.find((owner) =>
      owner.exact ? owner.path === path : path === owner.path || path.startsWith(`${owner.path}/`),
    );
    return found?.key;
  }

  function oldPathsFor(pathname: string): string[] {
    const path = stripSlash(pathname);
    const found = new Set<string>([path]);
    const menuPath = routeMenuPaths.get(path);
    if (menuPath) found.add(menuPath);
    for (const route of legacyRoutes) {
      const base = stripSlash(route.to.replace(/\/:id.*$/, ''));
      if (path === base || (base !== '/' && path.startsWith(`${base}/`))) found.add(route.from);
    }
    return [...found];
  }

  return {
    definitions,
    legacyRoutes,
    ruleFor: (key) => rules.get(key),
    accessKeyOfPath,
    oldPathsFor,
  };
}
