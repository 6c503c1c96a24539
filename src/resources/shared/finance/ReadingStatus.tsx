import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PROGRESS_DELAY_MS, readingView, type ReadCount } from './readingProgress';

/** True once `active` has been true for `delayMs`; false again as soon as it is not. */
function useLate(active: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return undefined;
    }
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && late;
}

/**
 * A whole list's reading (useWholeReading): a bar while it runs; once it takes long, how far it
 * has come and a Cancel; after a Cancel, that the figure was not completed, with a Try again.
 */
export function ReadingStatus({
  reading,
  error,
  onCancel,
  onRetry,
}: {
  reading?: ReadCount;
  error?: unknown;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const late = useLate(!!reading, PROGRESS_DELAY_MS);
  const view = readingView({ reading, late, error }, (value) => value.toLocaleString(locale));
  if (view.kind === 'cancelled')
    return (
      <Alert
        severity="warning"
        data-testid="reading-cancelled"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('app.layout.retry')}
          </Button>
        }
      >
        {translate(view.message.key, view.message.args)}
      </Alert>
    );
  if (!reading) return null;
  const label = translate('app.reading.label');
  const bar = (
    <LinearProgress
      aria-label={label}
      variant={view.kind === 'reading' && view.percent !== undefined ? 'determinate' : 'indeterminate'}
      {...(view.kind === 'reading' && view.percent !== undefined ? { value: view.percent } : {})}
    />
  );
  if (view.kind !== 'reading') return bar;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-label={label} data-testid="reading-progress">
      {bar}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1, gap: 2 }}>
        <Typography variant="body2" role="status">
          {translate(view.message.key, view.message.args)}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {translate('app.reading.cancel')}
        </Button>
      </Box>
    </Paper>
  );
}
