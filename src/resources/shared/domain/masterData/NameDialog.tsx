import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useSingleFlight } from '../../../../layout/useSingleFlight';
import { cleanName, NAME_MAX, nameProblem } from './masterDataRules';

interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  /** Resolves when saved (the dialog closes); rejects with the text to show (the dialog stays, with what was typed). */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
  /** Another record's name: refused before asking the server. */
  taken: (name: string) => boolean;
}

/** Adds or renames one master-data record: one name, checked here, saved by the caller. */
export function NameDialog({ title, label, initial, onSave, onClose, taken }: NameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string>();
  // A second Enter or click while the name is being saved sends nothing (useSingleFlight).
  const { run, busy: saving } = useSingleFlight();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const invalid = nameProblem(name) ?? (taken(name) ? 'app.master_data.name_taken' : undefined);
    if (invalid) return setProblem(translate(invalid));
    void run(() => onSave(cleanName(name)).catch((failure: unknown) => setProblem(String(failure))));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="name"
            label={label}
            value={name}
            required
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
            error={!!problem}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
