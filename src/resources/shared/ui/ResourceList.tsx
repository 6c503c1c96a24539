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
import { useAppConfig } from '../../../config/ConfigContext';
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
  /** Every list says one or the other (docs/decisions.md, "Lists and exports"). */
  exportColumns: readonly ExportColumn[] | { noExport: string };
  actions?: ReactNode;
  title?: string;
  /** The page shown when there is nothing yet (default: "no records yet"); false: the table's own. */
  empty?: ReactElement | false;
  /** Outside the rows drawn in two passes. */
  footer?: ReactNode;
}

/** A resource's own list opens as its definition's `listOpensWith` says, read early for the first page. */
type ResourceListProps = CommonListProps &
  (
    | { withinScreen?: false; sort?: never; filterDefaultValues?: never }
    | {
        /** Inside another resource's screen, whose access decision stands, not the listed resource's. */
        withinScreen: true;
        sort?: SortPayload;
        filterDefaultValues?: Record<string, unknown>;
      }
  );

const NONE: readonly string[] = [];

/** Drawn just after the rows, so nothing above it moves. */
function PagesAfterRows() {
  return useSecondPass() ? <Pagination /> : null;
}

/**
 * Every list of the app (docs/requirements.md, "List conventions"); server errors already raise the pop-up, and
 * personal filters stay out of the URL (docs/decisions.md, "Personal searches stay out of the URL").
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
  const { listPerPage } = useAppConfig();
  const base = {
    disableAuthentication: withinScreen,
    perPage: listPerPage,
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
      // On a phone the table scrolls inside the list, so every column and action stays reachable.
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
  if (personalFilters.length > 0)
    return <PersonalFiltersList names={personalFilters} base={base} view={view} />;
  return <List {...base} {...view} />;
}
