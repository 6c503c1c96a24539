import { useMemo } from 'react';
import { useGetIdentity, useGetList } from 'react-admin';
import { buildMenuTree, menuForRole, type MenuNode } from '../api/menuRules';
import { MAIN_MENU, MENU_LIST_PARAMS, MENU_STALE_MS, SUB_MENU } from '../api/menuTree';
import type { MainMenuEntry, SubMenuEntry } from '../api/menuTypes';

/**
 * The server's menu for the signed-in role (docs/requirements.md, "Menu and access"). Read through the
 * dataProvider, so an edit on the menu screen refreshes the drawer at once.
 */
export function useMenuTree() {
  const { identity, isPending: identityPending } = useGetIdentity();
  const main = useGetList<MainMenuEntry & { id: number }>(MAIN_MENU, MENU_LIST_PARAMS, {
    staleTime: MENU_STALE_MS,
  });
  const sub = useGetList<SubMenuEntry & { id: number }>(SUB_MENU, MENU_LIST_PARAMS, {
    staleTime: MENU_STALE_MS,
  });
  const role = (identity?.role as string | undefined) ?? '';
  const tree = useMemo<MenuNode[]>(
    () => (main.data && sub.data ? buildMenuTree(main.data, sub.data) : []),
    [main.data, sub.data],
  );
  // The menu is asked for at start-up and may be in before the user's role: it is drawn whole,
  // once both are known, so no entry appears and then moves.
  const isPending = main.isPending || sub.isPending || identityPending;
  const visible = useMemo(() => (isPending ? [] : menuForRole(tree, role)), [isPending, tree, role]);
  return {
    tree,
    visible,
    role,
    isPending,
    error: main.error ?? sub.error,
    refetch: () => {
      void main.refetch();
      void sub.refetch();
    },
  };
}
