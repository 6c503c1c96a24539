import { NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { useMemo } from 'react';
import {
  ExportButton,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
  type ExportButtonProps,
} from 'react-admin';
import { useMayReveal } from '../useMayReveal';
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
 * its personal columns only for a user who may reveal them on screen.
 */
export function ListExportButton({ columns, resource: resourceProp, ...rest }: ListExportButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const mayReveal = useMayReveal();
  const exporter = useMemo(
    () =>
      createListExporter({
        resource,
        columns,
        mayReveal,
        translate,
        locale,
        maxRows: EXPORT_MAX_ROWS,
        onLimitReached: (count) =>
          notify('app.export.limit_reached', {
            type: 'warning',
            messageArgs: { count },
            autoHideDuration: NOTIFY_ERROR_MS,
          }),
      }),
    [resource, columns, mayReveal, translate, locale, notify],
  );
  return <ExportButton {...rest} maxResults={EXPORT_MAX_ROWS} exporter={exporter} />;
}
