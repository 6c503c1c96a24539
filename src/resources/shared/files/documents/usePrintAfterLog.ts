import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { NOTIFY_ERROR_MS } from '../../../../layout/notifyDurations';
import { logFailureReason, logFailureText } from '../../personal/personalLog';
import { usePersonalLog, type PersonalLook } from '../../personal/usePersonalLog';
import { printAfterLog } from './printAfterLog';

/**
 * Prints a document after its staff log entry (printAfterLog.ts), telling the user with
 * `refusedText` (a translation key with `%{reason}`) why nothing was printed when the log
 * refused. Settles with whether it printed; a failure of the printing itself is thrown.
 */
export function usePrintAfterLog(refusedText: string) {
  const writeLog = usePersonalLog();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (entry: PersonalLook | undefined, print: () => Promise<void>) =>
      printAfterLog({
        entry,
        writeLog,
        refused: (error) =>
          notify(refusedText, {
            type: 'error',
            messageArgs: { reason: logFailureText(logFailureReason(error), translate) },
            autoHideDuration: NOTIFY_ERROR_MS,
          }),
        print,
      }),
    [writeLog, notify, translate, refusedText],
  );
}
