import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { freshState, readAgain } from './decideOnce';

export interface DecisionCheck {
  resource: string;
  /** The record as the person saw it when deciding. */
  record: RaRecord;
  /** The list call's filter that finds the record among few (its partner and day, its name). */
  filter: Record<string, unknown>;
  /** The field holding its status. */
  statusField: string;
  /** A status as the screen names it. */
  statusName: (code: unknown) => string;
}

/**
 * What to do with a decision after the check: send it; drop it (decided meanwhile, or gone: the
 * list is asked again); or keep it for another try (the record could not be read).
 */
export type CheckOutcome = 'send' | 'drop' | 'keep';

/**
 * The check before a decision is sent (decideOnce.ts): `checkStillOpen` reads the record again and
 * answers 'send' when it is as the person saw it. Otherwise nothing is to be sent and the screen
 * says why (decided meanwhile, with its new status; gone; or not readable). `decidedMeanwhile` says
 * the same of a service's 409.
 */
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
