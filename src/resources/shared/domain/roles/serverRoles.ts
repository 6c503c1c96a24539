import { useMemo } from 'react';
import { useGetIdentity, useGetList, type TranslateFunction } from 'react-admin';
import { normaliseRoles } from '../../../../api/menuRules';
import { MAIN_MENU, MENU_LIST_PARAMS, MENU_STALE_MS, SUB_MENU } from '../../../../api/menuTree';
import type { MainMenuEntry } from '../../../../api/menuTypes';
import { roleLabel } from '../../../../layout/roleLabel';

/** Role names are the server's, never the app's (docs/api.md, "Roles"). */
export function serverRoles(
  entries: readonly Pick<MainMenuEntry, 'allowedroles'>[],
  ...own: readonly unknown[]
): string[] {
  const named = entries.flatMap((entry) => normaliseRoles(entry.allowedroles));
  const held = own.flatMap((role) => (typeof role === 'string' && role.trim() ? [role.trim()] : []));
  return [...new Set([...named, ...held])];
}

export const roleChoicesOf = (roles: readonly string[], translate: TranslateFunction) =>
  roles.map((role) => ({ id: role, name: roleLabel(translate, role) }));

/** From the drawer's cache of the whole menu, orphaned sub-entries too. */
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
