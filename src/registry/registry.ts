import type {
  AccessRule,
  OldFilter,
  OldParamValue,
  OldPathRule,
  OldPathScreen,
  ResourceDefinition,
} from './definition';
import { resolveAccess } from './menuEntries';

/** Passed in to the shell, the providers and the demo, so none of them imports a resource's folder. */
export interface LegacyRoute {
  /** Exactly as the old app and the server's menu write it. */
  from: string;
  /** An `:id` in it is the record named by the query. */
  to: string;
  resource: string;
  record?: { params: readonly string[]; to: string };
  filter?: Readonly<Record<string, OldFilter>>;
  /** The query goes on as it is, for the screen there to read. */
  keepsQuery?: true;
}

export interface Registry {
  definitions: readonly ResourceDefinition[];
  legacyRoutes: LegacyRoute[];
  /** The rule of a resource (`orders`) or of a custom route (`tools:/report`); undefined: unknown, refused. */
  ruleFor(key: string): AccessRule | undefined;
  accessKeyOfPath(pathname: string): string | undefined;
  /** The paths that stand for the screen at `pathname` (itself, its list, old ones): they name its menu entry. */
  oldPathsFor(pathname: string): string[];
}

export const routeKey = (resource: string, path: string) => `${resource}:${path}`;

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function targetPath(resource: string, target: OldPathScreen): string {
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

/** By name in lower case: old links spell them either way. */
function queryOf(search: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(search)) {
    const name = key.toLowerCase();
    if (value.trim() !== '' && !found.has(name)) found.set(name, value.trim());
  }
  return found;
}

export function queryParam(search: string, names: readonly string[]): string | undefined {
  const query = queryOf(search);
  for (const name of names) {
    const value = query.get(name.toLowerCase());
    if (value !== undefined) return value;
  }
  return undefined;
}

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

export function readOldValue(text: string, kind: OldParamValue): string | number | undefined {
  if (kind === 'number') return /^-?\d+$/.test(text) ? Number(text) : undefined;
  if (kind === 'date') {
    const [, year, month, day] = DATE_PART.exec(text) ?? [];
    if (!year) return undefined;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    // 2024-02-30 is no day: the Date rolls it over into March.
    return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
      ? `${year}-${month}-${day}`
      : undefined;
  }
  return text;
}

function filterOf(
  query: Map<string, string>,
  declared: Readonly<Record<string, OldFilter>> | undefined,
): Record<string, string | number> | undefined {
  const filter: Record<string, string | number> = {};
  for (const [param, target] of Object.entries(declared ?? {})) {
    const text = query.get(param.toLowerCase());
    const { field, value: kind } =
      typeof target === 'string' ? { field: target, value: 'text' as const } : target;
    if (text === undefined || field in filter) continue;
    const value = readOldValue(text, kind);
    if (value !== undefined) filter[field] = value;
  }
  return Object.keys(filter).length > 0 ? filter : undefined;
}

/** Every query parameter keeps its meaning (docs/deploying.md, "Old bookmarks"). */
export function legacyTarget(
  route: Pick<LegacyRoute, 'to' | 'record' | 'filter' | 'keepsQuery'>,
  search: string,
): string {
  const query = queryOf(search);
  const record = route.record ?? (route.to.includes(':id') ? { params: ['id'], to: route.to } : undefined);
  if (record) {
    const id = record.params.map((param) => query.get(param.toLowerCase())).find(Boolean);
    if (id) return record.to.replace(':id', encodeURIComponent(id));
  }
  const base = route.to.replace(/\/:id.*$/, '') || '/';
  if (route.keepsQuery) {
    const rest = search.replace(/^\?/, '');
    return rest ? `${base}?${rest}` : base;
  }
  const filter = filterOf(query, route.filter);
  return filter ? `${base}?filter=${encodeURIComponent(JSON.stringify(filter))}` : base;
}

const isRecordScreen = (screen: OldPathScreen): screen is 'edit' | 'show' =>
  screen === 'edit' || screen === 'show';

/** A declaration that cannot mean anything is refused. */
function legacyRoute(resource: string, from: string, target: OldPathScreen | OldPathRule): LegacyRoute {
  const rule: OldPathRule = typeof target === 'string' ? { to: target } : target;
  const to = targetPath(resource, rule.to);
  const route: LegacyRoute = { from, to, resource };
  if (rule.to.startsWith('/')) {
    if (rule.record || rule.filter)
      throw new Error(
        `Old path "${from}" leads to a path: its query goes on as it is, it has no record or filter`,
      );
    route.keepsQuery = true;
    return route;
  }
  if (rule.record) {
    const opens = rule.record.opens ?? (isRecordScreen(rule.to) ? rule.to : undefined);
    if (!opens) throw new Error(`Old path "${from}" names a record but not the screen that opens it`);
    route.record = { params: rule.record.params, to: targetPath(resource, opens) };
  }
  if (rule.filter) route.filter = rule.filter;
  return route;
}

export function buildRegistry(definitions: readonly ResourceDefinition[]): Registry {
  const names = new Set<string>();
  const rules = new Map<string, AccessRule>();
  const owners: { path: string; key: string; exact: boolean }[] = [];
  const legacyRoutes: LegacyRoute[] = [];
  const oldPaths = new Set<string>();
  const routeMenuPaths = new Map<string, string>();

  for (const definition of definitions) {
    if (names.has(definition.name)) throw new Error(`Resource "${definition.name}" is listed twice`);
    names.add(definition.name);
    rules.set(definition.name, resolveAccess(definition.access, definitions));
    if (definition.screens && Object.keys(definition.screens).length > 0)
      owners.push({ path: `/${definition.name}`, key: definition.name, exact: false });
    if (definition.home) owners.push({ path: '/', key: definition.name, exact: true });
    for (const route of definition.routes ?? []) {
      const key = routeKey(definition.name, route.path);
      rules.set(key, resolveAccess(route.access ?? definition.access, definitions));
      owners.push({ path: stripSlash(route.path), key, exact: true });
      if (route.menuPath) routeMenuPaths.set(stripSlash(route.path), route.menuPath);
    }
    for (const [from, target] of Object.entries(definition.oldPaths ?? {})) {
      if (oldPaths.has(from)) throw new Error(`Old path "${from}" is claimed twice`);
      // A redirect to itself would loop and leave the page blank (a resource named after its old path).
      const screen = typeof target === 'string' ? target : target.to;
      if (stripSlash(targetPath(definition.name, screen)) === stripSlash(from))
        throw new Error(`Old path "${from}" leads to itself: it is already the screen's own path`);
      oldPaths.add(from);
      legacyRoutes.push(legacyRoute(definition.name, from, target));
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
    // A record's screens stand for their resource's list too: a new screen's menu entry links only there.
    for (const owner of owners) if (!owner.exact && path.startsWith(`${owner.path}/`)) found.add(owner.path);
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
