import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { exportFileName } from '../../../files/export/csv';
import { saveSpreadsheetCsv } from '../../../files/export/saveCsv';
import type { PlannedRow } from './dryRun';
import { resultColumns, resultLines } from './resultFile';
import type { SendOutcome } from './rowSender';
import type { ApplyPhase } from './useApplyUpload';

const TEXTS = 'resources.seller-products.upload';

/**
 * How far applying has come (a bar, "sending 120 of 2,000" and Stop), then what it did, with the
 * result file: every row of the file, done, failed with the service's reason, or skipped.
 */
export function ApplyPanel({
  rows,
  outcomes,
  phase,
  onStop,
}: {
  rows: readonly PlannedRow[];
  outcomes: ReadonlyMap<number, SendOutcome>;
  phase: ApplyPhase;
  onStop: () => void;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  if (phase === 'idle') return null;
  const count = (value: number) => value.toLocaleString(locale);
  const total = rows.filter((row) => row.kind === 'change').length;
  let done = 0;
  let failed = 0;
  for (const outcome of outcomes.values()) {
    if (outcome.state === 'done') done += 1;
    else failed += 1;
  }
  if (phase === 'sending') {
    const text = translate(`${TEXTS}.sending`, { sent: count(outcomes.size), total: count(total) });
    return (
      <Box sx={{ my: 1 }} data-testid="upload-sending">
        <LinearProgress
          variant="determinate"
          value={(100 * outcomes.size) / Math.max(1, total)}
          aria-label={text}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" role="status">
            {text}
          </Typography>
          <Button size="small" onClick={onStop}>
            {translate(`${TEXTS}.stop`)}
          </Button>
        </Box>
      </Box>
    );
  }
  const download = () =>
    void saveSpreadsheetCsv(
      resultLines(rows, outcomes, translate),
      resultColumns(translate),
      exportFileName('seller-products-result', new Date()),
    );
  return (
    <Alert
      severity={failed > 0 || phase === 'stopped' ? 'warning' : 'success'}
      sx={{ my: 1 }}
      data-testid="upload-result"
      action={
        <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={download}>
          {translate(`${TEXTS}.download_result`)}
        </Button>
      }
    >
      {translate(`${TEXTS}.${phase === 'stopped' ? 'stopped' : 'finished'}`, {
        done: count(done),
        failed: count(failed),
        left: count(total - outcomes.size),
      })}
    </Alert>
  );
}
