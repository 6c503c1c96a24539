import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { freshState, readAgain } from './decideOnce';

export interface DecisionCheck {
  resource: string;
  /** As the person saw it when deciding. */
  record: RaRecord;
  /** Finds the record among few. */
  filter: Record<string, unknown>;
  statusField: string;
  statusName: (code: unknown) => string;
}

/** `keep`: the record could not be read, so the decision waits for another try. */
export type CheckOutcome = 'send' | 'drop' | 'keep';

/** When nothing is to be sent the screen says why; `decidedMeanwhile` says the same of a 409. */
export function useDecideOnce() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const warn = useCallback(
    (message: string, messageArgs?: Record<string, unknown>) =>
      notify(message, { type: 'warning', autoHideDuration: NOTIFY_ERROR_MS, messageArgs }),
    [notify],
  );

  const decidedMeanwhile = useCallback(
    (status?: string) => {
      warn(status ? 'app.decision.decided_meanwhile' : 'app.decision.refused_as_decided', { status });
      refresh();
    },
    [warn, refresh],
  );

  const checkStillOpen = useCallback(
    async ({ resource, record, filter, statusField, statusName }: DecisionCheck): Promise<CheckOutcome> => {
      let fresh: RaRecord | undefined;
      try {
        fresh = await readAgain(dataProvider, resource, record, filter);
      } catch {
        warn('app.decision.unreadable');
        return 'keep';
      }
      const found = freshState(record, fresh, statusField);
      if (found.state === 'unchanged') return 'send';
      if (found.state === 'gone') {
        warn('app.decision.gone');
        refresh();
      } else decidedMeanwhile(statusName(found.status) || translate('app.decision.no_status'));
      return 'drop';
    },
    [dataProvider, warn, refresh, decidedMeanwhile, translate],
  );

  return { checkStillOpen, decidedMeanwhile };
}
