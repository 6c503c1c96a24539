import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';

/** Spec §2: a progress bar while a screen loads, shown only if it takes over 200 ms (throttle). */
export const ROUTE_PROGRESS_THROTTLE_MS = 200;

export function RouteProgress() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ROUTE_PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <LinearProgress
      aria-label="loading"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
