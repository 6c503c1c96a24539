import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NOTIFY_ERROR_MS } from '../../layout/notifyDurations';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { titleProblem, type HelpNode } from './helpRules';
import { errorText } from '../../api/serverErrors';

const T = 'resources.help';

export interface NodeDialogProps {
  resource: 'help-titles' | 'help-subs';
  heading: string;
  /** The record being edited, or the fields of a new one (audience, parent, sortOrder). */
  record: Partial<HelpNode> & { helpTitleId?: number };
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a title or a sub-title: its Thai and English names. A refusal of the server keeps
 * the dialog open with what was typed, and says why.
 */
export function NodeDialog({ resource, heading, record, onClose, onSaved }: NodeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState({ title_th: record.title_th ?? '', title_en: record.title_en ?? '' });
  const [touched, setTouched] = useState(false);
  // A second Enter or click while the title is being saved sends nothing (useSingleFlight).
  const { run, busy: saving } = useSingleFlight();
  const problems = { title_th: titleProblem(values.title_th), title_en: titleProblem(values.title_en) };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problems.title_th || problems.title_en) return;
    void run(() => save({ ...record, ...values }));
  }

  async function save(data: NodeDialogProps['record']) {
    try {
      if (record.id === undefined) await dataProvider.create(resource, { data });
      else await dataProvider.update(resource, { id: record.id, data, previousData: record as HelpNode });
      notify(`${T}.notifications.saved`, { type: 'success' });
      onSaved();
    } catch (error) {
      notify(`${T}.notifications.save_failed`, {
        type: 'error',
        autoHideDuration: NOTIFY_ERROR_MS,
        messageArgs: { message: errorText(error, translate) },
      });
    }
  }

  const field = (source: 'title_th' | 'title_en') => (
    <TextField
      name={source}
      label={translate(`${T}.fields.${source}`)}
      value={values[source]}
      onChange={(event) => setValues((current) => ({ ...current, [source]: event.target.value }))}
      error={touched && !!problems[source]}
      helperText={touched && problems[source] ? translate(problems[source]) : ' '}
      required
      fullWidth
      autoFocus={source === 'title_th'}
    />
  );

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{heading}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {field('title_th')}
            {field('title_en')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
