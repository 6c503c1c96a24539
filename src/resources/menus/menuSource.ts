import type { HttpClient } from '../../api/http';
import { buildMenuTree, normaliseRoles, type MenuNode } from '../../api/menuRules';
import type { MainMenuEntry, SubMenuEntry } from '../../api/menuTypes';

export const MAIN_MENU_PATH = 'api/Mainmenu';
export const SUB_MENU_PATH = 'api/Submenu';

const asList = <T>(payload: unknown): T[] => {
  if (Array.isArray(payload)) return payload as T[];
  const inner =
    (payload as { Data?: unknown; data?: unknown } | null)?.Data ??
    (payload as { data?: unknown } | null)?.data;
  if (Array.isArray(inner)) return inner as T[];
  throw new Error('app.error.malformed');
};

export const normaliseEntry = <T extends MainMenuEntry>(entry: T): T => ({
  ...entry,
  allowedroles: normaliseRoles(entry.allowedroles),
});

export async function fetchMainMenu(http: HttpClient): Promise<MainMenuEntry[]> {
  return asList<MainMenuEntry>(await http.request('backoffice', MAIN_MENU_PATH)).map(normaliseEntry);
}

export async function fetchSubMenu(http: HttpClient): Promise<SubMenuEntry[]> {
  return asList<SubMenuEntry>(await http.request('backoffice', SUB_MENU_PATH)).map(normaliseEntry);
}

/**
 * The menu as the access rules need it, fetched once and kept until an entry is edited or the
 * user signs out (the drawer reads the same endpoints through the dataProvider).
 */
export function createMenuSource(http: HttpClient) {
  let pending: Promise<MenuNode[]> | null = null;
  return {
    load(): Promise<MenuNode[]> {
      pending ??= Promise.all([fetchMainMenu(http), fetchSubMenu(http)])
        .then(([main, sub]) => buildMenuTree(main, sub))
        .catch((error) => {
          pending = null;
          throw error;
        });
      return pending;
    },
    invalidate() {
      pending = null;
    },
  };
}

export type MenuSource = ReturnType<typeof createMenuSource>;
