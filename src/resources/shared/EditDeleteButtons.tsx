import EditIcon from '@mui/icons-material/Create';
import DeleteIcon from '@mui/icons-material/Delete';
import { Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DeleteWithConfirmButton,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * A list row's actions: edit, and delete after a confirmation, waiting for the server (so a refusal
 * leaves the row and says why with `onError`). Access is per screen (DESIGN §7): the list is open
 * only after its access decision, so the buttons draw with their row instead of each asking
 * again (react-admin's EditButton and DeleteButton run one access query per row and button, and
 * appear a moment after the row, moving the columns).
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
  if (!record || record.id == null || !resource) return null;
  return (
    <>
      {editable && (
        <Button
          component={Link}
          to={createPath({ type: 'edit', resource, id: record.id })}
          label="ra.action.edit"
          onClick={stopRowClick}
          className="RaEditButton-root"
        >
          <EditIcon />
        </Button>
      )}
      {deleteRefusal ? (
        <Tooltip title={deleteRefusal}>
          <span>
            <Button label="ra.action.delete" disabled aria-description={deleteRefusal} color="error">
              <DeleteIcon />
            </Button>
          </span>
        </Tooltip>
      ) : (
        <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={onDeleteError} />
      )}
    </>
  );
}
