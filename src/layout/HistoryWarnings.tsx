import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { logFailureReason, logFailureText } from '../api/logFailure';
import { onHistoryNotWritten } from '../providers/history/historyEvents';
import { NOTIFY_ERROR_MS } from './notifyDurations';

/**
 * A write whose history entry the staff log did not take still stands (docs/api.md, "Record
 * history"): the user is told, with why, so that the missing entry is known.
 */
export function HistoryWarnings() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onHistoryNotWritten(({ error }) =>
        notify('app.history.not_written', {
          type: 'warning',
          autoHideDuration: NOTIFY_ERROR_MS,
          messageArgs: { reason: logFailureText(logFailureReason(error), translate) },
        }),
      ),
    [notify, translate],
  );
  return null;
}
