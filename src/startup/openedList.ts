import {
  getQuery,
  parseQueryFromLocation,
  type DataProvider,
  type GetListParams,
  type Store,
} from 'react-admin';
import type { ListOpening, ResourceDefinition } from '../registry/definition';
import { listOfPath, recordOfPath } from '../registry/preload';
import { recordQuery } from '../providers/dataProvider';
import { listKey } from '../providers/queryKeys';

/** react-admin's order when a list says none. */
const REACT_ADMIN_SORT = { field: 'id', order: 'ASC' } as const;

/**
 * The page a list opens on, worked out the way react-admin's list controller does it (with its
 * own functions): the URL's query if it has one, else the parameters the list last used (kept in
 * the store), else how the resource's list opens. The result is react-admin's `getList`
 * parameters, so that a page asked for before the list draws is the one the list reads.
 */
export function openedListParams(
  resource: string,
  opening: ListOpening,
  search: string,
  store: Pick<Store, 'getItem'>,
  perPage: number,
): GetListParams {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${resource}.listParams`, {}),
    filterDefaultValues: opening.filterDefaultValues,
    sort: opening.sort ?? REACT_ADMIN_SORT,
    perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
}

/** A list page under react-admin's own cache key and with the answer its `useGetList` keeps. */
export const listPageQuery = (resource: string, params: GetListParams, dataProvider: DataProvider) => ({
  queryKey: listKey(resource, params),
  queryFn: () =>
    dataProvider
      .getList(resource, params)
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
});

/**
 * What the opened page reads first: an edit or show page's record, or a list's first page (as the
 * list will ask for it); none for any other page.
 */
export function openedDataQuery(
  definitions: readonly ResourceDefinition[],
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  dataProvider: DataProvider,
  store: Pick<Store, 'getItem'>,
  perPage: number,
) {
  const record = recordOfPath(definitions, pathname);
  if (record) return recordQuery(record.resource, record.id, dataProvider);
  const list = listOfPath(definitions, pathname);
  if (!list) return undefined;
  return listPageQuery(
    list.name,
    openedListParams(list.name, list.listOpensWith, search, store, perPage),
    dataProvider,
  );
}
