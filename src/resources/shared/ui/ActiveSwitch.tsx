import { NOTIFY_SUCCESS_MS, NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { Switch } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useSingleFlight } from '../../../layout/useSingleFlight';
import { READ_AGAIN } from '../../../providers/dataEngine';
import { useMayDo } from './useMayDo';
import { errorText } from '../../../api/serverErrors';

/**
 * The active/inactive toggle of a list row (a PATCH call toggles the state). The
 * resource's update runs the PATCH when it is asked with `meta.toggleActive`. A role that may not
 * edit the resource sees the state, and the switch cannot be moved.
 *
 * The PATCH flips whatever the server holds, so it is sent once per move and only on the state
 * shown: the record is read first, and a state another person (or an earlier click that timed out)
 * already changed is shown as the server has it, with nothing sent.
 */
export function ActiveSwitch({ titleSource, label }: { titleSource: string; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [update] = useUpdate();
  // Taken at the click: a second click in the same moment finds it and sends nothing.
  const { run, busy } = useSingleFlight();
  const mayEdit = useMayDo()('edit');
  if (!record) return null;
  const checked = !!record.IsActive;
  const name = String(record[titleSource] ?? '');
  const failed = (error: unknown) => {
    notify(`resources.${resource}.notifications.patch_failed`, {
      type: 'error',
      autoHideDuration: NOTIFY_ERROR_MS,
      messageArgs: { message: errorText(error, translate) },
    });
  };
  const move = async () => {
    try {
      const { data: current } = await dataProvider.getOne(resource, { id: record.id, meta: READ_AGAIN });
      if (!!current.IsActive !== checked) {
        notify('app.active.changed_meanwhile', {
          type: 'warning',
          autoHideDuration: NOTIFY_ERROR_MS,
          messageArgs: { name, state: translate(current.IsActive ? 'app.active.on' : 'app.active.off') },
        });
        refresh();
        return;
      }
      await update(
        resource,
        {
          id: record.id,
          data: { ...record, IsActive: !checked },
          previousData: record,
          meta: { toggleActive: true },
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(`resources.${resource}.notifications.patched`, {
        type: 'success',
        autoHideDuration: NOTIFY_SUCCESS_MS,
      });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Switch
      checked={checked}
      disabled={busy || !mayEdit}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': label ?? translate('app.active.toggle', { name }) } }}
      onChange={() => void run(move)}
    />
  );
}
