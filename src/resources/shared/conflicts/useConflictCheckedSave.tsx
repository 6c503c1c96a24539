import { useCallback, useState, type ReactNode } from 'react';
import {
  HttpError,
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { useSingleFlight } from '../../../layout/useSingleFlight';
import { READ_AGAIN } from '../../../providers/dataEngine';
import { ConflictDialog } from './ConflictDialog';
import { planSave, resolvePlan, type Choice, type FieldConflict, type Values } from './editConflicts';

/** Marks the submit as not done, so the form keeps counting its changes as unsaved. */
const NOT_SAVED = { root: { conflict: 'app.conflict.not_saved' } };

/**
 * An edit form's submit that reads the record again first (the call that loaded it) and sends
 * nothing over another person's change without asking (editConflicts.ts): fields only they changed
 * take their values, fields both changed open the conflict dialog. A record gone meanwhile, or one
 * that cannot be read, is said so and nothing is sent; the form keeps what was typed. An add form
 * (no record yet) saves as it is.
 */
export function useConflictCheckedSave(): {
  onSubmit: (values: FieldValues) => Promise<unknown>;
  dialog: ReactNode;
  /** From the click until the save has answered, whatever the form's own state says meanwhile. */
  busy: boolean;
} {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { save } = useSaveContext();
  const [asking, setAsking] = useState<{
    conflicts: FieldConflict[];
    answer: (choice: Choice | 'cancel') => void;
  }>();

  // A second click or Enter while the form is being saved (or its conflict is asked) sends
  // nothing and waits for the first: the form's own submitting flag comes a render late.
  const { run, busy } = useSingleFlight();

  const submit = useCallback(
    async (values: FieldValues) => {
      if (!save) return undefined;
      if (record?.id === undefined || record.id === null) return save(values);
      let theirs: Values;
      try {
        theirs = (await dataProvider.getOne(resource, { id: record.id, meta: READ_AGAIN })).data;
      } catch (error) {
        const gone = error instanceof HttpError && error.status === 404;
        notify(gone ? 'app.conflict.gone' : 'app.conflict.unreadable', {
          type: 'warning',
          autoHideDuration: NOTIFY_ERROR_MS,
        });
        return NOT_SAVED;
      }
      const plan = planSave(record, values, theirs);
      if (plan.conflicts.length === 0) return save(plan.merged);
      const choice = await new Promise<Choice | 'cancel'>((answer) =>
        setAsking({ conflicts: plan.conflicts, answer }),
      );
      setAsking(undefined);
      if (choice === 'cancel') return NOT_SAVED;
      return save(resolvePlan(plan, choice));
    },
    [save, record, dataProvider, resource, notify],
  );
  const onSubmit = useCallback((values: FieldValues) => run(() => submit(values)), [run, submit]);

  const dialog = asking ? (
    <ConflictDialog resource={resource} conflicts={asking.conflicts} onChoose={asking.answer} />
  ) : null;
  return { onSubmit, dialog, busy };
}
