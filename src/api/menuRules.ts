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

/**
 * Shown when there is no allowed-role list, the list is empty, or the role is in it
 * (docs/requirements.md, "Menu and access").
 */
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

/** The whole menu, in `created_at` order, with each sub-entry under its main entry. */
export function buildMenuTree(main: MainMenuEntry[], sub: SubMenuEntry[]): MenuNode[] {
  return [...main].sort(byCreatedAt).map((entry) => ({
    ...entry,
    children: sub.filter((child) => child.mainmenuid === entry.id).sort(byCreatedAt),
  }));
}

/**
 * Whether a menu entry's link leaves the site: an absolute URL, `//host`, `javascript:` (anything
 * but a path of this site, docs/decisions.md, "Only this site after sign-in"). No link (a main
 * entry that only groups) leaves nothing.
 */
export const linksOutside = (linkto: string) => !!linkto && !isSitePath(linkto);

/**
 * What a role sees: entries it may see, each with the sub-links it may see. A main entry that only
 * groups sub-entries disappears when none of them is left. A link that leaves the site is dropped:
 * the sub-entry with it, a main entry's own link (its sub-entries stay).
 */
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

/** Whether an entry's link is one of `paths` (a trailing slash aside); no link is none of them. */
export const linksToOneOf = (linkto: string, paths: readonly string[]): boolean =>
  !!linkto && paths.some((path) => stripSlash(path) === stripSlash(linkto));

/** Every menu entry (main or sub) that links to one of `paths`. */
export function entriesLinkingTo(tree: MenuNode[], paths: readonly string[]): MenuMatch[] {
  const matches: MenuMatch[] = [];
  for (const main of tree) {
    if (linksToOneOf(main.linkto, paths)) matches.push({ main });
    for (const sub of main.children) if (linksToOneOf(sub.linkto, paths)) matches.push({ main, sub });
  }
  return matches;
}

/**
 * A screen reached through the menu may be opened only by a role that can see at least
 * one entry linking to it (the entry and, for a sub-entry, its main entry). A screen no entry links
 * to is refused: access is denied unless declared.
 */
export function mayOpen(
  tree: MenuNode[],
  paths: readonly string[],
  role: string | null | undefined,
): boolean {
  return entriesLinkingTo(tree, paths).some(
    ({ main, sub }) => isVisibleToRole(main, role) && (!sub || isVisibleToRole(sub, role)),
  );
}
