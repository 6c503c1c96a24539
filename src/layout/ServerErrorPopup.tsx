import { NOTIFY_SUCCESS_MS } from './notifyDurations';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import { errorText, onServerError, recentServerError } from '../api/serverErrors';

/**
 * Any error answer with a status shows a pop-up for 1.5 s, titled with the response message (a 4xx),
 * or with "the server had a problem" and the request's reference (a 5xx: docs/api.md, "Errors").
 */
export const POPUP_DURATION_MS = NOTIFY_SUCCESS_MS;

/** A 4xx answer: the server understood and refused. */
export const isRefusal = (error: Pick<HttpError, 'status'>) => error.status >= 400 && error.status < 500;

export function ServerErrorPopup() {
  const translate = useTranslate();
  const [error, setError] = useState<HttpError | null>(() => recentServerError(POPUP_DURATION_MS) ?? null);
  const [open, setOpen] = useState(() => !!error);

  useEffect(
    () =>
      onServerError((next) => {
        setError(next);
        setOpen(true);
      }),
    [],
  );

  if (!error) return null;
  return (
    <Snackbar
      open={open}
      autoHideDuration={POPUP_DURATION_MS}
      onClose={() => setOpen(false)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={() => setOpen(false)}
        data-testid="server-error-popup"
      >
        <AlertTitle>{errorText(error, translate)}</AlertTitle>
        {/* A refusal (4xx) is about the request; anything else, an unreadable 200 included, is the server's fault. */}
        {translate(isRefusal(error) ? 'app.error.refused' : 'app.error.server_error')} ({error.status})
      </Alert>
    </Snackbar>
  );
}
