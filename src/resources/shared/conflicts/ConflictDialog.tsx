import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Choice, FieldConflict } from './editConflicts';

/** A value as the dialog shows it: empty as a dash, yes/no in words, anything else as text. */
function useShownValue() {
  const translate = useTranslate();
  return (value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

/**
 * Another person changed the fields this form changed, while it was open: each such field with
 * their value and the person's, to keep theirs or mine. Nothing has been sent yet.
 */
export function ConflictDialog({
  resource,
  conflicts,
  onChoose,
}: {
  resource: string;
  conflicts: FieldConflict[];
  onChoose: (choice: Choice | 'cancel') => void;
}) {
  const translate = useTranslate();
  const shown = useShownValue();
  return (
    <Dialog open onClose={() => onChoose('cancel')} maxWidth="md" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.conflict.intro')}</DialogContentText>
        <Table size="small" aria-labelledby="conflict-title" data-testid="conflict-fields">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.conflict.field')}</TableCell>
              <TableCell>{translate('app.conflict.theirs')}</TableCell>
              <TableCell>{translate('app.conflict.mine')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {conflicts.map(({ field, theirs, mine }) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {translate(`resources.${resource}.fields.${field}`, { _: field })}
                </TableCell>
                <TableCell>{shown(theirs)}</TableCell>
                <TableCell>{shown(mine)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChoose('cancel')}>{translate('app.conflict.cancel')}</Button>
        <Button onClick={() => onChoose('theirs')}>{translate('app.conflict.take_theirs')}</Button>
        <Button variant="contained" onClick={() => onChoose('mine')}>
          {translate('app.conflict.keep_mine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
