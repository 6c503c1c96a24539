import { useMemo } from 'react';
import { useGetIdentity, useGetList, type TranslateFunction } from 'react-admin';
import { normaliseRoles } from '../../../../api/menuRules';
import { MAIN_MENU, MENU_LIST_PARAMS, MENU_STALE_MS, SUB_MENU } from '../../../../api/menuTree';
import type { MainMenuEntry } from '../../../../api/menuTypes';
import { roleLabel } from '../../../../layout/roleLabel';

/**
 * The roles the server uses (docs/api.md, "Roles": role names are the server's, never the app's):
 * every role an entry of `GET /api/Mainmenu` or `GET /api/Submenu` allows, then the roles of the
 * records in hand (a member of staff's own role, the signed-in user's), each once, in that order.
 * A role may have a translated label (`roleLabel`); an unknown one is shown as it is sent.
 */
export function serverRoles(
  entries: readonly Pick<MainMenuEntry, 'allowedroles'>[],
  ...own: readonly unknown[]
): string[] {
  const named = entries.flatMap((entry) => normaliseRoles(entry.allowedroles));
  const held = own.flatMap((role) => (typeof role === 'string' && role.trim() ? [role.trim()] : []));
  return [...new Set([...named, ...held])];
}

/** Roles as choices, each labelled by `roleLabel` (translated when known, otherwise as sent). */
export const roleChoicesOf = (roles: readonly string[], translate: TranslateFunction) =>
  roles.map((role) => ({ id: role, name: roleLabel(translate, role) }));

/**
 * The server's roles from the whole menu (all entries, orphaned sub-entries too, read from the
 * same cache as the drawer), then `recordRole` (the role of the record in hand) and the signed-in
 * user's role.
 */
export function useServerRoles(recordRole?: unknown): string[] {
  const main = useGetList<MainMenuEntry & { id: number }>(MAIN_MENU, MENU_LIST_PARAMS, {
    staleTime: MENU_STALE_MS,
  });
  const sub = useGetList<MainMenuEntry & { id: number }>(SUB_MENU, MENU_LIST_PARAMS, {
    staleTime: MENU_STALE_MS,
  });
  const { identity } = useGetIdentity();
  const userRole: unknown = identity?.role;
  return useMemo(
    () => serverRoles([...(main.data ?? []), ...(sub.data ?? [])], recordRole, userRole),
    [main.data, sub.data, recordRole, userRole],
  );
}
