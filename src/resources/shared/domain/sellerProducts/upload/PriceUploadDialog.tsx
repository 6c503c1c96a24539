import {
  rowsProblem,
  sizeProblem,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ROWS,
  type FileLimitProblem,
} from './fileLimits';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { errorText } from '../../../../../api/serverErrors';
import { decodeUtf8, parseCsv, type CsvText } from '../../../files/export/csvRead';
import { isReadingCancelled } from '../../../finance/readingProgress';
import { ReadingStatus } from '../../../finance/ReadingStatus';
import { readWholeList } from '../../../finance/statement';
import { useWholeReading } from '../../../finance/useWholeReading';
import { ApplyPanel } from './ApplyPanel';
import { dryRun, type RowKind } from './dryRun';
import { DryRunSummary, firstKind } from './DryRunSummary';
import { DryRunTable } from './DryRunTable';
import { useApplyUpload } from './useApplyUpload';
import { useUploadWords } from './useUploadWords';

const TEXTS = 'resources.seller-products.upload';

type PickedFile =
  | { name: string; csv: CsvText }
  | { name: string; problem: 'not_utf8' | 'unreadable' | FileLimitProblem; message?: string };

/**
 * The upload's dialog: the supplier's products read whole (with progress and Cancel), a file
 * chosen and checked against them (the dry run, nothing sent), then Apply with its progress, Stop
 * and the result file. What was planned when Apply was pressed stays on screen, however the
 * products change after.
 */
export function PriceUploadDialog({ supplierId, onClose }: { supplierId: string; onClose: () => void }) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const dataProvider = useDataProvider();
  const inputId = useId();
  const words = useUploadWords();
  const { query, reading, cancel } = useWholeReading({
    queryKey: ['seller-products-upload', supplierId],
    read: (signal, onProgress) =>
      readWholeList(dataProvider, 'seller-products', 'id', { SupplierId: supplierId }, signal, onProgress),
    retry: false,
  });
  const [file, setFile] = useState<PickedFile>();
  const [kind, setKind] = useState<RowKind>();
  const applying = useApplyUpload();
  const [frozen, setFrozen] = useState<ReturnType<typeof dryRun>>();
  const products = query.data?.complete ? query.data.rows : undefined;
  const live = useMemo(
    () =>
      file && 'csv' in file && products && words.data ? dryRun(file.csv, products, words.data) : undefined,
    [file, products, words.data],
  );
  const plan = frozen ?? live;
  const rows = plan && 'rows' in plan ? plan.rows : [];
  const left = rows.filter((row) => row.kind === 'change' && !applying.hasSent(row.row)).length;
  const sending = applying.phase === 'sending';

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setKind(undefined);
    const tooLarge = sizeProblem(picked.size);
    if (tooLarge) return setFile({ name: picked.name, problem: tooLarge });
    try {
      const text = decodeUtf8(await picked.arrayBuffer());
      const tooLong = text === undefined ? undefined : rowsProblem(text);
      setFile(
        text === undefined
          ? { name: picked.name, problem: 'not_utf8' }
          : tooLong
            ? { name: picked.name, problem: tooLong }
            : { name: picked.name, csv: parseCsv(text) },
      );
    } catch (error) {
      setFile({ name: picked.name, problem: 'unreadable', message: errorText(error, translate) });
    }
  };
  const apply = () => {
    if (!plan || !('rows' in plan)) return;
    setFrozen(plan);
    void applying.apply(plan.rows);
  };

  // The products, or the texts the file's words are read with, could not be read (not a Cancel).
  const readProblem =
    words.error ?? (query.error && !isReadingCancelled(query.error) ? query.error : undefined);
  // While rows are being sent the dialog stays: Stop first, so the result file is not lost.
  const close = () => !sending && onClose();
  return (
    <Dialog open onClose={close} fullWidth maxWidth="lg">
      <DialogTitle>{translate(`${TEXTS}.title`)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${TEXTS}.hint`)}
        </Typography>
        <ReadingStatus
          reading={reading}
          error={query.error}
          onCancel={cancel}
          onRetry={() => void query.refetch()}
        />
        {readProblem && (
          <Alert severity="error">
            {translate(`${TEXTS}.read_failed`, { message: errorText(readProblem, translate) })}
          </Alert>
        )}
        {query.data && !query.data.complete && (
          <Alert severity="error">{translate(`${TEXTS}.products_incomplete`)}</Alert>
        )}
        <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={applying.phase !== 'idle'}
            onKeyDown={(event) => {
              // A label-button opens the file picker on a click only: Enter or Space must open it too.
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              document.getElementById(inputId)?.click();
            }}
          >
            {translate(`${TEXTS}.choose_file`)}
            <input
              id={inputId}
              hidden
              type="file"
              accept=".csv,text/csv"
              data-testid="upload-file"
              onChange={(event) => void onPick(event)}
            />
          </Button>
          {file && (
            <Typography variant="body2">{translate(`${TEXTS}.file_name`, { name: file.name })}</Typography>
          )}
        </Stack>
        {file && 'problem' in file && (
          <Alert severity="error">
            {file.problem === 'unreadable'
              ? translate(`${TEXTS}.file_unreadable`, { message: file.message })
              : translate(`${TEXTS}.file_problems.${file.problem}`, {
                  megabytes: UPLOAD_MAX_BYTES / (1024 * 1024),
                  rows: UPLOAD_MAX_ROWS.toLocaleString(locale),
                })}
          </Alert>
        )}
        {plan && 'problem' in plan && (
          <Alert severity="error" data-testid="upload-file-problem">
            {translate(`${TEXTS}.file_problems.${plan.problem}`, {
              fields: (plan.fields ?? [])
                .map((field) => translate(`resources.seller-products.fields.${field}`))
                .join(', '),
            })}
          </Alert>
        )}
        {plan && 'rows' in plan && (
          <>
            <DryRunSummary counts={plan.counts} kind={kind ?? firstKind(plan.counts)} onKind={setKind} />
            <ApplyPanel
              rows={rows}
              outcomes={applying.outcomes}
              phase={applying.phase}
              onStop={applying.stop}
            />
            <DryRunTable
              key={kind ?? firstKind(plan.counts)}
              rows={rows.filter((row) => row.kind === (kind ?? firstKind(plan.counts)))}
              outcomes={applying.outcomes}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {translate('ra.action.close')}
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={sending || left === 0}
          data-testid="upload-apply"
        >
          {translate(`${TEXTS}.apply`, { smart_count: left, count: left.toLocaleString(locale) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
