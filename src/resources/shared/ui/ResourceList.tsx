import type { ReactElement, ReactNode } from 'react';
import {
  ColumnsButton,
  CreateButton,
  List,
  Pagination,
  TopToolbar,
  useResourceDefinition,
  type SortPayload,
} from 'react-admin';
import { LIST_PER_PAGE } from '../../../providers/paging';
import type { ResourceOptions } from '../../../registry/definition';
import { useSecondPass } from '../../../layout/useSecondPass';
import type { ExportColumn } from '../files/export/columns';
import { ListExportButton } from '../files/export/ListExportButton';
import { EmptyList } from './EmptyList';
import { ListError } from './ListError';
import { PersonalFiltersList, UrlFilterButton } from '../personal/PersonalFiltersList';
import { ProgressiveRows } from './ProgressiveRows';

interface CommonListProps {
  children: ReactNode;
  filters?: ReactElement[];
  /**
   * The CSV's columns, as the screen shows them (worded headers, titles, dates, money), or why the
   * list has no export: every list says one or the other.
   */
  exportColumns: readonly ExportColumn[] | { noExport: string };
  /** Extra buttons in the top toolbar (e.g. a PDF export). */
  actions?: ReactNode;
  title?: string;
  /** The page shown when there is nothing yet (default: "no records yet"); false: the table's own. */
  empty?: ReactElement | false;
  /** Under the table, outside the rows drawn in two passes (the totals of the page). */
  footer?: ReactNode;
}

/**
 * A resource's own list screen opens as its definition says (`listOpensWith`: one place, which the
 * app also reads to ask for the first page early); a list inside another screen says it here.
 */
type ResourceListProps = CommonListProps &
  (
    | { withinScreen?: false; sort?: never; filterDefaultValues?: never }
    | {
        /**
         * A list inside another resource's screen (the catalogue on the seller-product additions):
         * the screen's own access decision stands, not the listed resource's, which
         * would send a role with the screen but not the catalogue's menu entry to "not allowed".
         */
        withinScreen: true;
        sort?: SortPayload;
        filterDefaultValues?: Record<string, unknown>;
      }
  );

const NONE: readonly string[] = [];

/** The page switcher, under the rows: it draws just after them (nothing above it moves). */
function PagesAfterRows() {
  return useSecondPass() ? <Pagination /> : null;
}

/**
 * Every list of the app: server-side paging (50 a page, docs/requirements.md, "List conventions"),
 * filters with saved queries, a column chooser, CSV export, an empty state and an error state. Server
 * errors already raise the pop-up, so the list does not also notify them. The filters its
 * resource declares personal (`personalFilters`) are kept out of the URL and the stored list
 * params (docs/decisions.md, "Personal searches stay out of the URL").
 */
export function ResourceList({
  children,
  filters,
  sort,
  exportColumns,
  actions,
  filterDefaultValues,
  title,
  empty = <EmptyList />,
  withinScreen = false,
  footer,
}: ResourceListProps) {
  const { hasCreate, options } = useResourceDefinition();
  const { listOpensWith: opening, personalFilters = NONE } = (options as ResourceOptions | undefined) ?? {};
  const base = {
    disableAuthentication: withinScreen,
    perPage: LIST_PER_PAGE,
    sort: withinScreen ? sort : opening?.sort,
    exporter: false as const,
    filterDefaultValues: withinScreen ? filterDefaultValues : opening?.filterDefaultValues,
    queryOptions: { onError: () => undefined },
  };
  const view = {
    filters,
    title,
    error: <ListError />,
    sx: {
      // A phone: the table scrolls inside the list (the page never overflows), so every column
      // and row action stays reachable; the toolbar's actions wrap instead of leaving the screen.
      '& .RaList-main': { minWidth: 0 },
      '& .RaList-content': { overflowX: 'auto' },
      '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap' },
      // Headers never break inside a word (Thai has no spaces: "สต็อก" stays whole).
      '& thead th': { whiteSpace: 'nowrap' },
    },
    empty,
    pagination: <PagesAfterRows />,
    actions: (
      <TopToolbar>
        {filters && filters.length > 0 && <UrlFilterButton />}
        <ColumnsButton />
        {actions}
        {hasCreate && <CreateButton />}
        {Array.isArray(exportColumns) && <ListExportButton columns={exportColumns} />}
      </TopToolbar>
    ),
    children: (
      <>
        <ProgressiveRows>{children}</ProgressiveRows>
        {footer}
      </>
    ),
  };
  // A list searched by personal data keeps that search out of the URL; any other is react-admin's own.
  if (personalFilters.length > 0)
    return <PersonalFiltersList names={personalFilters} base={base} view={view} />;
  return <List {...base} {...view} />;
}
