import { appScreens, type AppScreen } from '../../registry/reach';
import { isVisibleToRole, normaliseRoles, type MenuNode } from '../../api/menuRules';
import type { MainMenuEntry } from '../../api/menuTypes';
import { ruleAllows } from '../../registry/access';
import { serverRoles } from '../shared/domain/roles/serverRoles';

// docs/decisions.md, "Roles (`/role`) are read from the menu and written to it".

export type MenuResource = 'Mainmenu' | 'Submenu';

export interface EntryRow {
  key: string;
  resource: MenuResource;
  entry: MainMenuEntry;
  parent?: MenuNode;
}

/** Only the entries the user changed; the others stay as the server has them. */
export type RoleDraft = Readonly<Record<string, readonly string[]>>;

export const entryKey = (resource: MenuResource, id: number) => `${resource}:${id}`;

export function entryRows(tree: readonly MenuNode[]): EntryRow[] {
  return tree.flatMap((main) => [
    { key: entryKey('Mainmenu', main.id), resource: 'Mainmenu' as const, entry: main },
    ...main.children.map((sub) => ({
      key: entryKey('Submenu', sub.id),
      resource: 'Submenu' as const,
      entry: sub,
      parent: main,
    })),
  ]);
}

/** The server's roles only, never a list of the app's (docs/api.md, "Roles"). */
export function knownRoles(tree: readonly MenuNode[], ...own: readonly unknown[]): string[] {
  return serverRoles(
    entryRows(tree).map(({ entry }) => entry),
    ...own,
  );
}

export function applyDraft(tree: readonly MenuNode[], draft: RoleDraft): MenuNode[] {
  const rolesOf = <T extends MainMenuEntry>(resource: MenuResource, entry: T): T => {
    const drafted = draft[entryKey(resource, entry.id)];
    return drafted ? { ...entry, allowedroles: [...drafted] } : entry;
  };
  return tree.map((main) => ({
    ...rolesOf('Mainmenu', main),
    children: main.children.map((sub) => rolesOf('Submenu', sub)),
  }));
}

export const seesEntry = (row: EntryRow, role: string) =>
  isVisibleToRole(row.entry, role) && (!row.parent || isVisibleToRole(row.parent, role));

/** `null`: refused, as an empty list opens the entry to everyone (docs/requirements.md, "Menu and access"). */
export function rolesWith(
  current: unknown,
  role: string,
  allowed: boolean,
  allRoles: readonly string[],
): string[] | null {
  const roles = normaliseRoles(current);
  if (allowed) return roles.length === 0 || roles.includes(role) ? roles : [...roles, role];
  const remaining = (roles.length === 0 ? allRoles : roles).filter((other) => other !== role);
  return remaining.length > 0 ? remaining : null;
}

export const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Giving a sub-entry gives its main entry too: a sub-entry shows only under it. */
export function toggleEntry(
  tree: readonly MenuNode[],
  draft: RoleDraft,
  row: EntryRow,
  role: string,
  allowed: boolean,
  own: readonly string[] = [],
): RoleDraft | null {
  const allRoles = knownRoles(tree, ...own);
  const drafted = entryRows(applyDraft(tree, draft));
  const original = new Map(
    entryRows(tree).map((item) => [item.key, normaliseRoles(item.entry.allowedroles)]),
  );
  const next: Record<string, readonly string[]> = { ...draft };
  const set = (key: string, roles: string[]) => {
    if (sameRoles(roles, original.get(key) ?? [])) delete next[key];
    else next[key] = roles;
  };
  const current = drafted.find((item) => item.key === row.key);
  if (!current) return null;
  const roles = rolesWith(current.entry.allowedroles, role, allowed, allRoles);
  if (!roles) return null;
  set(row.key, roles);
  if (allowed && current.parent) {
    const parent = drafted.find((item) => item.key === entryKey('Mainmenu', current.parent!.id))!;
    set(parent.key, rolesWith(parent.entry.allowedroles, role, true, allRoles)!);
  }
  return next;
}

export interface EntryChange {
  row: EntryRow;
  before: string[];
  after: string[];
}

export function draftChanges(tree: readonly MenuNode[], draft: RoleDraft): EntryChange[] {
  return entryRows(tree)
    .filter((row) => draft[row.key])
    .map((row) => ({ row, before: normaliseRoles(row.entry.allowedroles), after: [...draft[row.key]] }));
}

export type ScreenAccess = AppScreen;
export const screensOf = appScreens;

export const screensForRole = (screens: readonly ScreenAccess[], tree: MenuNode[], role: string) =>
  screens.filter((screen) => screen.rule.kind === 'menu' && ruleAllows(screen.rule, tree, role));

export interface ScreenChanges {
  role: string;
  gained: ScreenAccess[];
  lost: ScreenAccess[];
}

export function screenChanges(
  screens: readonly ScreenAccess[],
  tree: MenuNode[],
  draft: RoleDraft,
  own: readonly string[] = [],
): ScreenChanges[] {
  const after = applyDraft(tree, draft);
  return knownRoles(after, ...knownRoles(tree, ...own))
    .map((role) => {
      const before = new Set(screensForRole(screens, tree, role).map((screen) => screen.key));
      const then = new Set(screensForRole(screens, after, role).map((screen) => screen.key));
      return {
        role,
        gained: screens.filter((screen) => then.has(screen.key) && !before.has(screen.key)),
        lost: screens.filter((screen) => before.has(screen.key) && !then.has(screen.key)),
      };
    })
    .filter((change) => change.gained.length > 0 || change.lost.length > 0);
}
