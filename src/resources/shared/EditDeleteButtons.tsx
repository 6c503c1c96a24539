import EditIcon from '@mui/icons-material/Create';
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
}: {
  onDeleteError: { onError: (error: unknown) => void };
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || record.id == null || !resource) return null;
  return (
    <>
      <Button
        component={Link}
        to={createPath({ type: 'edit', resource, id: record.id })}
        label="ra.action.edit"
        onClick={stopRowClick}
        className="RaEditButton-root"
      >
        <EditIcon />
      </Button>
      <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={onDeleteError} />
    </>
  );
}
