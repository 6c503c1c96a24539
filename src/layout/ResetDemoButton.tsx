import type {} from '../demo/control';
import RestoreIcon from '@mui/icons-material/Restore';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useAppConfig } from '../config/ConfigContext';
import { useSingleFlight } from './useSingleFlight';

/** Demo mode only: restores the seed data, after a confirmation. */
export function ResetDemoMenuItem({ onDone }: { onDone?: () => void }) {
  const { demo } = useAppConfig();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // A second press of the confirm while the demo is being reset does nothing more.
  const { run, busy } = useSingleFlight();
  if (!demo) return null;
  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <RestoreIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.demo.reset')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        title="app.demo.reset_confirm_title"
        content="app.demo.reset_confirm"
        loading={busy}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          void run(async () => {
            await window.__demo?.reset();
            setOpen(false);
            notify('app.demo.reset_done', { type: 'success' });
            onDone?.();
            window.location.reload();
          })
        }
      />
    </>
  );
}
