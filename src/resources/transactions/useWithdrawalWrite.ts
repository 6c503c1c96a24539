import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { NOTIFY_SUCCESS_MS } from '../../layout/notifyDurations';
import { isConflict } from '../shared/decision/decideOnce';
import { useDecideOnce } from '../shared/decision/useDecideOnce';
import { useStatusName } from './TransactionParts';
import { readAgainFilter } from './withdrawalRules';

export interface WithdrawalWrite {
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
  success: string;
  /** Closes the dialog: after the write, or when the withdrawal was decided meanwhile. */
  close: () => void;
  onError: (error: unknown) => void;
  /** A last check after the record is read again (who verified); false sends nothing. */
  stillMay?: () => Promise<boolean>;
}

/** A withdrawal's step, read again first and sent once (docs/api.md, "Decisions made once"). */
export function useWithdrawalWrite(resource: string, record: RaRecord | undefined) {
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const nameOf = useStatusName();
  const { checkStillOpen, decidedMeanwhile } = useDecideOnce();
  return async ({ data, meta, success, close, onError, stillMay }: WithdrawalWrite) => {
    if (!record) return;
    const outcome = await checkStillOpen({
      resource,
      record,
      filter: readAgainFilter(record),
      statusField: 'TransactionStatusCode',
      statusName: nameOf,
    });
    if (outcome === 'drop') close();
    if (outcome !== 'send' || (stillMay && !(await stillMay()))) return;
    try {
      await update(
        resource,
        { id: record.id, data, previousData: record, meta },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      if (!isConflict(error)) return onError(error);
      close();
      return decidedMeanwhile();
    }
    notify(success, { type: 'success', autoHideDuration: NOTIFY_SUCCESS_MS });
    close();
    // A filtered list (withdrawals waiting) asks again, so the decided one leaves it.
    refresh();
  };
}
