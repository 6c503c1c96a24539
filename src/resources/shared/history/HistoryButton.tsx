import HistoryIcon from '@mui/icons-material/History';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RowIconButton } from '../ui/RowIconButton';
import { RecordHistory } from './RecordHistory';

/**
 * A list row's history, for a record without a screen of its own (a licence request): a button
 * that opens the record's history in a dialog, read when opened.
 */
export function HistoryButton({ nameField }: { nameField: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || !resource) return null;
  const label = translate('app.history.open', { name: String(record[nameField] ?? record.id) });
  return (
    <>
      <RowIconButton label={label} icon={<HistoryIcon fontSize="small" />} onClick={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
        aria-label={label}
      >
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>{open && <RecordHistory resource={resource} id={record.id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
