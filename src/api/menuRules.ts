import { isSitePath } from './safeNext';
import { DEFAULT_MAIN_ICON, DEFAULT_SUB_ICON, type MainMenuEntry, type SubMenuEntry } from './menuTypes';

/** The server may send allowed roles as an array, a JSON text or a comma-separated text. */
export function normaliseRoles(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((role) => role.trim())
      .filter(Boolean);
  if (typeof value === 'string' && value.trim()) {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return normaliseRoles(JSON.parse(text));
      } catch {
        // not JSON after all: read it as a list
      }
    }
    return text
      .replace(/[[\]"]/g, '')
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean);
  }
  return [];
}

/** An empty or missing list shows the entry to everyone (docs/requirements.md, "Menu and access"). */
export function isVisibleToRole(
  entry: Pick<MainMenuEntry, 'allowedroles'>,
  role: string | null | undefined,
): boolean {
  const roles = normaliseRoles(entry.allowedroles);
  return roles.length === 0 || (!!role && roles.includes(role));
}

export interface MenuNode extends MainMenuEntry {
  children: SubMenuEntry[];
}

const byCreatedAt = (a: MainMenuEntry, b: MainMenuEntry) =>
  String(a.created_at).localeCompare(String(b.created_at)) || a.id - b.id;

export function buildMenuTree(main: MainMenuEntry[], sub: SubMenuEntry[]): MenuNode[] {
  return [...main].sort(byCreatedAt).map((entry) => ({
    ...entry,
    children: sub.filter((child) => child.mainmenuid === entry.id).sort(byCreatedAt),
  }));
}

/** Anything but a path of this site (docs/decisions.md, "Only this site after sign-in"). */
export const linksOutside = (linkto: string) => !!linkto && !isSitePath(linkto);

/** A group left without sub-entries disappears; a link that leaves the site is dropped. */
export function menuForRole(tree: MenuNode[], role: string | null | undefined): MenuNode[] {
  return tree
    .filter((entry) => isVisibleToRole(entry, role))
    .map((entry) => ({
      ...entry,
      linkto: linksOutside(entry.linkto) ? '' : entry.linkto,
      children: entry.children.filter((child) => isVisibleToRole(child, role) && !linksOutside(child.linkto)),
    }))
    .filter((entry) => entry.children.length > 0 || !!entry.linkto);
}

export const iconOf = (entry: MainMenuEntry | SubMenuEntry, isSub: boolean) =>
  entry.icon?.trim() || (isSub ? DEFAULT_SUB_ICON : DEFAULT_MAIN_ICON);

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export interface MenuMatch {
  main: MenuNode;
  sub?: SubMenuEntry;
}

export const linksToOneOf = (linkto: string, paths: readonly string[]): boolean =>
  !!linkto && paths.some((path) => stripSlash(path) === stripSlash(linkto));

export function entriesLinkingTo(tree: MenuNode[], paths: readonly string[]): MenuMatch[] {
  const matches: MenuMatch[] = [];
  for (const main of tree) {
    if (linksToOneOf(main.linkto, paths)) matches.push({ main });
    for (const sub of main.children) if (linksToOneOf(sub.linkto, paths)) matches.push({ main, sub });
  }
  return matches;
}

/** A screen no visible entry links to is refused: access is denied unless declared. */
export function mayOpen(
  tree: MenuNode[],
  paths: readonly string[],
  role: string | null | undefined,
): boolean {
  return entriesLinkingTo(tree, paths).some(
    ({ main, sub }) => isVisibleToRole(main, role) && (!sub || isVisibleToRole(sub, role)),
  );
}
