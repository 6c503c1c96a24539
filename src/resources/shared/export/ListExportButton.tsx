import { NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { useMemo, useRef } from 'react';
import {
  ExportButton,
  useCanAccess,
  useListContext,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
  type ExportButtonProps,
} from 'react-admin';
import { logFailureReason, logFailureText } from '../personalLog';
import { useMayReveal } from '../useMayReveal';
import { usePersonalLog } from '../usePersonalLog';
import type { ExportColumn } from './columns';
import { createListExporter, EXPORT_MAX_ROWS } from './listExporter';

export interface ListExportButtonProps extends Omit<ExportButtonProps, 'exporter' | 'maxResults'> {
  /** Define them outside the component (or memoize them), so the exporter is not rebuilt each render. */
  columns: readonly ExportColumn[];
  /** Default: the resource of the surrounding list. */
  resource?: string;
}

/**
 * The list's "Export" button: a CSV of the filtered, sorted list (at most `EXPORT_MAX_ROWS` rows,
 * with a warning when the file stops there), in the interface language, safe to open in Excel,
 * its personal columns only for a user who may reveal them on screen, and a file holding them
 * saved only once the staff log has its entry (the list's filter and the rows' ids). Offered only
 * to a role that may export the list.
 */
export function ListExportButton({ columns, resource: resourceProp, ...rest }: ListExportButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const { canAccess, isPending } = useCanAccess({ resource, action: 'export' });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const mayReveal = useMayReveal();
  const writeLog = usePersonalLog();
  const { filter, filterValues } = useListContext();
  // The filter of the moment of the click, without making a new exporter at every keystroke.
  const listFilter = useRef<Record<string, unknown>>({});
  listFilter.current = { ...filterValues, ...filter };
  const exporter = useMemo(
    () =>
      createListExporter({
        resource,
        columns,
        mayReveal,
        translate,
        locale,
        maxRows: EXPORT_MAX_ROWS,
        logExport: ({ fields, rowIds }) =>
          writeLog({ action: 'EXPORT', resource, fields, rowIds, filter: listFilter.current }),
        onLogFailed: (error) =>
          notify('app.personal_log.export_failed', {
            type: 'error',
            messageArgs: { reason: logFailureText(logFailureReason(error), translate) },
            autoHideDuration: NOTIFY_ERROR_MS,
          }),
        onLimitReached: (count) =>
          notify('app.export.limit_reached', {
            type: 'warning',
            messageArgs: { count },
            autoHideDuration: NOTIFY_ERROR_MS,
          }),
      }),
    [resource, columns, mayReveal, translate, locale, notify, writeLog],
  );
  if (!isPending && !canAccess) return null;
  return (
    <ExportButton
      {...rest}
      // Until the answer comes the button is there but does nothing; refused, it is not offered.
      {...(isPending ? { disabled: true } : {})}
      maxResults={EXPORT_MAX_ROWS}
      exporter={exporter}
    />
  );
}
