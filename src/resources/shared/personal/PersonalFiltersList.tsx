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

/** For what must not see the personal filters. */
const UrlFilters = createContext<ListControllerResult | undefined>(undefined);

/** Personal filters are held in memory, never handed to react-admin's URL and store. */
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

/** It sees the URL's filters only, so a personal search is never saved with a query. */
export function UrlFilterButton() {
  const urlList = useContext(UrlFilters);
  if (!urlList) return <FilterButton />;
  return (
    <ListContextProvider value={urlList}>
      <FilterButton />
    </ListContextProvider>
  );
}

/** docs/decisions.md, "Personal searches stay out of the URL". */
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
