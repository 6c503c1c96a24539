import EditIcon from '@mui/icons-material/Create';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button as MuiButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DeleteConfirm } from './DeleteConfirm';
import { useMayDo } from './useMayDo';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * A list row's actions: edit, and delete after a confirmation, waiting for the server (so a refusal
 * leaves the row and says why with `onError`); each only for a role with its right (`useMayDo`).
 * The list is open only after its access decision and rights need no call, so the buttons draw
 * with their row instead of each asking again (react-admin's EditButton and DeleteButton run one
 * access query per row and button, and appear a moment after the row, moving the columns).
 *
 * They are plain buttons until used: a delete's confirmation holds a delete mutation and a dozen
 * hooks, and drawing it in each of fifty rows was most of a list's drawing (react-admin's delete
 * button did). The confirm sends one DELETE however often it is pressed (DeleteConfirm.tsx).
 */
export function EditDeleteButtons({
  onDeleteError,
  editable = true,
  deleteRefusal,
}: {
  onDeleteError: { onError: (error: unknown) => void };
  /** False: a resource without an edit screen (positions). */
  editable?: boolean;
  /** Why this record may not be deleted (a translated sentence): the button stays, disabled, and says it. */
  deleteRefusal?: string;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const mayDo = useMayDo();
  if (!record || record.id == null || !resource) return null;
  return (
    <>
      {editable && mayDo('edit') && (
        <MuiButton
          component={Link}
          to={createPath({ type: 'edit', resource, id: record.id })}
          onClick={stopRowClick}
          size="small"
          startIcon={<EditIcon />}
          className="RaButton-root RaEditButton-root"
        >
          {translate('ra.action.edit')}
        </MuiButton>
      )}
      {!mayDo('delete') ? null : deleteRefusal ? (
        <Tooltip title={deleteRefusal}>
          <span>
            <Button label="ra.action.delete" disabled aria-description={deleteRefusal} color="error">
              <DeleteIcon />
            </Button>
          </span>
        </Tooltip>
      ) : (
        <DeleteOnConfirm onDeleteError={onDeleteError} />
      )}
    </>
  );
}

/** The delete button: a plain button until pressed, then the confirmation (DeleteConfirm.tsx). */
function DeleteOnConfirm({ onDeleteError }: { onDeleteError: { onError: (error: unknown) => void } }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('ra.action.delete');
  return (
    <>
      <MuiButton
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={label}
        className="RaButton-root ra-delete-button"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </MuiButton>
      {open && <DeleteConfirm onDeleteError={onDeleteError} onClose={() => setOpen(false)} />}
    </>
  );
}
