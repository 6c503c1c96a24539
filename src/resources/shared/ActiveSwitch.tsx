import { NOTIFY_SUCCESS_MS, NOTIFY_ERROR_MS } from '../../layout/notifyDurations';
import { Switch } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useMayDo } from './useMayDo';

/**
 * The active/inactive toggle of a list row (a PATCH call toggles the state). The
 * resource's update runs the PATCH when it is asked with `meta.toggleActive`. A role that may not
 * edit the resource sees the state, and the switch cannot be moved.
 */
export function ActiveSwitch({ titleSource, label }: { titleSource: string; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const mayEdit = useMayDo()('edit');
  if (!record) return null;
  const checked = !!record.IsActive;
  const name = String(record[titleSource] ?? '');
  return (
    <Switch
      checked={checked}
      disabled={isPending || !mayEdit}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': label ?? translate('app.active.toggle', { name }) } }}
      onChange={() =>
        update(
          resource,
          {
            id: record.id,
            data: { ...record, IsActive: !checked },
            previousData: record,
            meta: { toggleActive: true },
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(`resources.${resource}.notifications.patched`, {
                type: 'success',
                autoHideDuration: NOTIFY_SUCCESS_MS,
              }),
            onError: (error) => {
              const message = (error as Error).message;
              notify(`resources.${resource}.notifications.patch_failed`, {
                type: 'error',
                autoHideDuration: NOTIFY_ERROR_MS,
                messageArgs: { message: translate(message, { _: message }) },
              });
            },
          },
        )
      }
    />
  );
}
