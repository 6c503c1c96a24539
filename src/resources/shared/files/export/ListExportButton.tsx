import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
  type ButtonProps,
} from 'react-admin';
import { NOTIFY_ERROR_MS } from '../../../../layout/notifyDurations';
import { useSingleFlight } from '../../../../layout/useSingleFlight';
import { logFailureReason, logFailureText } from '../../personal/personalLog';
import { useMayReveal } from '../../personal/useMayReveal';
import { usePersonalLog } from '../../personal/usePersonalLog';
import type { ExportColumn } from './columns';
import { exportFileName } from './csv';
import { downloadSink, fileSink, pickCsvFile } from './csvSink';
import { exportList } from './listExporter';
import { errorText } from '../../../../api/serverErrors';

export interface ListExportButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Define them outside the component (or memoize them). */
  columns: readonly ExportColumn[];
  resource?: string;
}

interface Progress {
  read: number;
  total: number | undefined;
}

/** The file dialog is one step more, worth it only when the file is large. */
const PICK_FILE_ABOVE_ROWS = 10_000;

/** A polite announcement by tenths, not every page. */
const tenths = ({ read, total }: Progress) => (total ? Math.floor((10 * Math.min(read, total)) / total) : 0);

/** Offered only to a role that may export the list (docs/decisions.md, "Lists and exports"). */
export function ListExportButton({ columns, resource: resourceProp, ...rest }: ListExportButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const { canAccess, isPending } = useCanAccess({ resource, action: 'export' });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const mayReveal = useMayReveal();
  const writeLog = usePersonalLog();
  const dataProvider = useDataProvider();
  const { filter, filterValues, sort, total: listTotal } = useListContext();
  const [progress, setProgress] = useState<Progress>();
  const running = useRef<AbortController>(undefined);
  // The export's log entry is a write: a second click while it runs starts nothing (useSingleFlight).
  const { run } = useSingleFlight();
  // Leaving the list ends its export: nothing is saved.
  useEffect(() => () => running.current?.abort(), []);

  if (!isPending && !canAccess) return null;

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    const listFilter = { ...filterValues, ...filter };
    const fileName = `${exportFileName(resource, new Date())}.csv`;
    try {
      // Asked first: the browser opens its dialog only from the click itself.
      const file =
        (listTotal ?? 0) > PICK_FILE_ABOVE_ROWS
          ? await pickCsvFile(fileName, translate('app.export.file_type'))
          : undefined;
      if (file === null) return;
      setProgress({ read: 0, total: listTotal });
      const outcome = await exportList({
        resource,
        columns,
        mayReveal,
        translate,
        locale,
        signal: controller.signal,
        sink: file ? fileSink(file) : downloadSink(fileName),
        getPage: (pagination) =>
          dataProvider.getList(resource, { pagination, sort, filter: listFilter, signal: controller.signal }),
        getMany: (reference, ids) =>
          dataProvider.getMany(reference, { ids, signal: controller.signal }).then(({ data }) => data),
        logExport: ({ fields, rowIds }) =>
          writeLog({ action: 'EXPORT', resource, fields, rowIds, filter: listFilter }),
        onProgress: setProgress,
      });
      if (outcome.status === 'cancelled') notify('app.export.cancelled', { type: 'info' });
      else if (outcome.status === 'not-logged')
        notify('app.personal_log.export_failed', {
          type: 'error',
          messageArgs: { reason: logFailureText(logFailureReason(outcome.error), translate) },
          autoHideDuration: NOTIFY_ERROR_MS,
        });
      else if (outcome.shortfall)
        notify('app.export.total_mismatch', {
          type: 'warning',
          messageArgs: outcome.shortfall,
          autoHideDuration: NOTIFY_ERROR_MS,
        });
    } catch (error) {
      notify('app.export.failed', {
        type: 'error',
        messageArgs: { reason: errorText(error, translate) },
        autoHideDuration: NOTIFY_ERROR_MS,
      });
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  };

  const total = progress?.total;
  const shown = progress && (total ? Math.min(100, (100 * progress.read) / total) : undefined);
  const counted = (read: number) => read.toLocaleString(locale);
  return (
    <>
      <Button
        label="ra.action.export"
        {...rest}
        disabled={isPending || listTotal === 0 || !!progress || rest.disabled}
        onClick={() => void run(start)}
      >
        <DownloadIcon />
      </Button>
      {progress && (
        <Paper
          elevation={6}
          sx={{ position: 'fixed', insetInlineStart: 16, bottom: 16, p: 2, width: 340, zIndex: 'snackbar' }}
          aria-label={translate('app.export.running')}
          role="region"
        >
          <Typography variant="body2" role="status" data-tenths={tenths(progress)}>
            {/* The announced text changes by tenths of the total, not at every page. */}
            {total
              ? translate('app.export.progress', {
                  read: counted(Math.floor((tenths(progress) * total) / 10)),
                  total: counted(total),
                })
              : translate('app.export.progress_unknown', { read: counted(progress.read) })}
          </Typography>
          <LinearProgress
            sx={{ my: 1 }}
            variant={shown === undefined ? 'indeterminate' : 'determinate'}
            {...(shown === undefined ? {} : { value: shown })}
            aria-label={translate('app.export.running')}
            aria-valuetext={translate('app.export.rows_read', {
              read: counted(progress.read),
              total: total === undefined ? '?' : counted(total),
            })}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="caption" data-testid="export-rows-read">
              {translate('app.export.rows_read', {
                read: counted(progress.read),
                total: total === undefined ? '?' : counted(total),
              })}
            </Typography>
            <Button label="app.export.cancel" onClick={() => running.current?.abort()} />
          </Box>
        </Paper>
      )}
    </>
  );
}
