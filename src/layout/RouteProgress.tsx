import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A progress bar while a screen loads: shown after 200 ms (throttle), filling in 5000 ms (duration),
 * as the old app's (docs/requirements.md, "Shell and layout").
 */
export const ROUTE_PROGRESS_THROTTLE_MS = 200;
export const ROUTE_PROGRESS_DURATION_MS = 5000;

export function RouteProgress() {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ROUTE_PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!visible) return;
    // Next frame: the bar starts at 0 and its transition carries it to the end over the duration.
    const frame = requestAnimationFrame(() => setValue(95));
    return () => cancelAnimationFrame(frame);
  }, [visible]);
  if (!visible) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-label={translate('app.layout.loading')}
      data-testid="route-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        '& .MuiLinearProgress-bar': { transition: `transform ${ROUTE_PROGRESS_DURATION_MS}ms linear` },
      }}
    />
  );
}
