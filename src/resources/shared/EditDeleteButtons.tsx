import { DeleteButton, EditButton } from 'react-admin';

/**
 * A list row's actions: edit, and delete after a confirmation, waiting for the server (so a refusal
 * leaves the row and says why with `onError`).
 */
export function EditDeleteButtons({
  onDeleteError,
}: {
  onDeleteError: { onError: (error: unknown) => void };
}) {
  return (
    <>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={onDeleteError} />
    </>
  );
}
