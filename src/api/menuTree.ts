import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import { buildMenuTree, type MenuNode } from './menuRules';
import type { MainMenuEntry, SubMenuEntry } from './menuTypes';
import { WHOLE_LIST_PER_PAGE } from '../providers/paging';
import { listKey } from '../providers/queryKeys';

/**
 * The server's menu (start-up data, docs/requirements.md, "Navigation menu"): main entries and
 * sub-entries, read whole.
 */
export const MAIN_MENU = 'Mainmenu';
export const SUB_MENU = 'Submenu';
/**
 * The `rights` key of every change to the menu's entries, whichever screen makes it (the menu screen
 * and the roles screen write the same calls): one list decides both (docs/deploying.md, "Rights per action").
 */
export const MENU_ENTRIES_RIGHTS = 'menus';
export const MENU_LIST_PARAMS: GetListParams = {
  pagination: { page: 1, perPage: WHOLE_LIST_PER_PAGE },
  sort: { field: 'created_at', order: 'ASC' },
  filter: {},
};
export const MENU_STALE_MS = 5 * 60_000;

/**
 * The entries of one menu as the server holds them now, by id, past every cache: what a write
 * starts from, as another person may have changed the menu since the screen read it.
 */
export async function menuEntriesNow<T extends MainMenuEntry = MainMenuEntry>(
  dataProvider: DataProvider,
  resource: string,
): Promise<Map<number, T>> {
  const { data } = await dataProvider.getList(resource, MENU_LIST_PARAMS);
  return new Map((data as unknown as T[]).map((entry) => [Number(entry.id), entry]));
}

/**
 * The menu tree for access decisions, read through the data provider into the same cache entry as
 * the drawer's `useGetList`, so one page load asks the server once.
 */
export function createMenuTreeLoader(dataProvider: DataProvider, queryClient: QueryClient) {
  const fetchEntries = <T>(resource: string) =>
    queryClient
      .fetchQuery({
        queryKey: listKey(resource, MENU_LIST_PARAMS),
        queryFn: () =>
          dataProvider
            .getList(resource, MENU_LIST_PARAMS)
            .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        staleTime: MENU_STALE_MS,
      })
      .then((result) => result.data as unknown as T[]);
  return async (): Promise<MenuNode[]> => {
    const [main, sub] = await Promise.all([
      fetchEntries<MainMenuEntry>(MAIN_MENU),
      fetchEntries<SubMenuEntry>(SUB_MENU),
    ]);
    return buildMenuTree(main, sub);
  };
}
