import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  FilterButton,
  ListBase,
  ListContextProvider,
  ListView,
  useListContext,
  type ListBaseProps,
  type ListControllerResult,
  type ListViewProps,
} from 'react-admin';
import { personalInUrl, splitFilters, type FilterValues } from './personalFilters';

/** The list's own context, its filters as the URL holds them: for what must not see the personal ones. */
const UrlFilters = createContext<ListControllerResult | undefined>(undefined);

/**
 * The list's context with the personal filters added: the filter form shows them and sets them,
 * but they are held in `values` (memory), never handed to react-admin's URL and store.
 */
function KeepPersonalFilters({
  names,
  values,
  onValues,
  children,
}: {
  names: readonly string[];
  values: FilterValues;
  onValues: (values: FilterValues) => void;
  children: ReactNode;
}) {
  const list = useListContext();
  const { filterValues, displayedFilters, setFilters, hideFilter } = list;

  // A URL or stored list params carrying a personal filter (an old link, a bookmark): moved into
  // memory, and the address written again without it.
  useEffect(() => {
    if (!personalInUrl(filterValues, names)) return;
    const split = splitFilters(filterValues, names);
    onValues({ ...values, ...split.personal });
    setFilters(split.urlSafe, displayedFilters);
  }, [filterValues, names, values, onValues, setFilters, displayedFilters]);

  const kept = useMemo<ListControllerResult>(
    () => ({
      ...list,
      filterValues: { ...splitFilters(filterValues, names).urlSafe, ...values },
      setFilters: (filter: FilterValues, displayed?: Record<string, boolean>, debounce?: boolean) => {
        const split = splitFilters(filter, names);
        onValues(split.personal);
        setFilters(split.urlSafe, displayed, debounce);
      },
      hideFilter: (name: string) => {
        if (names.includes(name)) onValues(splitFilters({ ...values, [name]: undefined }, names).personal);
        hideFilter(name);
      },
    }),
    [list, filterValues, names, values, onValues, setFilters, hideFilter],
  );
  return (
    <UrlFilters.Provider value={list}>
      <ListContextProvider value={kept}>{children}</ListContextProvider>
    </UrlFilters.Provider>
  );
}

/**
 * The list's filter button (add a filter, saved queries). Its saved queries go to the browser's
 * storage, so it sees the filters as the URL holds them: a personal search is never saved.
 */
export function UrlFilterButton() {
  const urlList = useContext(UrlFilters);
  if (!urlList) return <FilterButton />;
  return (
    <ListContextProvider value={urlList}>
      <FilterButton />
    </ListContextProvider>
  );
}

/**
 * react-admin's `<List>` (its `ListBase` and `ListView`) for a list with personal filters
 * (docs/decisions.md, "Personal searches stay out of the URL"): their values live in this
 * component's state, sent with every call as part of the list's filter, gone when the list is
 * left. Every other filter, the page and the order stay in the URL as on any list.
 */
export function PersonalFiltersList({
  names,
  base,
  view,
}: {
  names: readonly string[];
  base: Omit<ListBaseProps, 'children' | 'render'>;
  view: ListViewProps;
}) {
  const [values, setValues] = useState<FilterValues>({});
  // Same values, same object: the list's query does not change for a form that says nothing new.
  const onValues = useCallback(
    (next: FilterValues) =>
      setValues((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );
  const filter = useMemo(() => ({ ...base.filter, ...values }), [base.filter, values]);
  return (
    <ListBase {...base} filter={filter} offline={false}>
      <KeepPersonalFilters names={names} values={values} onValues={onValues}>
        <ListView {...view} />
      </KeepPersonalFilters>
    </ListBase>
  );
}
