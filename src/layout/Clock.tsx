import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { formatClock } from '../i18n/format';

/** Today's date and time in the top bar, ticking each second. */
export function Clock() {
  const [now, setNow] = useState(() => Date.now());
  const [locale] = useLocaleState();
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography
      variant="body2"
      component="time"
      dateTime={new Date(now).toISOString()}
      data-testid="clock"
      sx={{ mx: 1, whiteSpace: 'nowrap', display: { xs: 'none', md: 'block' } }}
    >
      {formatClock(now, locale)}
    </Typography>
  );
}
