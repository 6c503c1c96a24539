import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import {
  Create,
  Edit,
  SimpleForm,
  useResourceContext,
  useResourceDefinition,
  useWarnWhenUnsavedChanges,
  type SimpleFormProps,
} from 'react-admin';
import { useUnsavedWorkMark } from '../../../layout/SignInAgainDialog';
import { useConflictCheckedSave } from '../conflicts/useConflictCheckedSave';
import { FormToolbar } from './FormToolbar';
import { useFailureNotification } from './notifyFailure';
import { EditLoadError, STAY_ON_LOAD_ERROR } from './RecordLoadError';
import type { ResourceOptions } from '../../../registry/definition';
import { RecordHistory } from '../history/RecordHistory';

/**
 * Add and edit screens of every resource: they wait for the server, go back to the list, and on a
 * failure say the resource's own text (`resources.<name>.notifications.create_failed` or
 * `update_failed`) with the server's message, keeping what was typed.
 */
export function ResourceCreate({
  children,
  redirect = 'list',
}: {
  children: ReactNode;
  redirect?: 'list' | 'show' | 'edit';
}) {
  const resource = useResourceContext();
  const mutationOptions = useFailureNotification(`resources.${resource}.notifications.create_failed`);
  return (
    <Create redirect={redirect} mutationOptions={mutationOptions}>
      {children}
    </Create>
  );
}

export function ResourceEdit({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const mutationOptions = useFailureNotification(`resources.${resource}.notifications.update_failed`);
  // A resource that keeps a record history shows it under the form (docs/api.md, "Record history").
  const history = (useResourceDefinition().options as ResourceOptions | undefined)?.history;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={mutationOptions}
      queryOptions={STAY_ON_LOAD_ERROR}
      error={<EditLoadError />}
    >
      {children}
      {history && (
        <Box sx={{ px: 2, pb: 2 }}>
          <RecordHistory />
        </Box>
      )}
    </Edit>
  );
}

/**
 * Every resource's form: leaving with unsaved changes asks first, and the toolbar saves or cancels
 * (FormToolbar). When its record comes again from the server while the user is typing (an edit
 * screen first shows the row the list had, then the record it fetches), the fields the user has
 * changed keep what they typed and the others take the new values; a saved form stays saved when
 * the saved record comes back, or the kept values would count as unsaved changes and the
 * "leave without saving?" question would stop the return to the list. Opening another record still
 * starts afresh (react-admin resets on a new id).
 */
// One object for every render: react-admin resets the form whenever `resetOptions` changes.
const KEEP_TYPED_VALUES = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

export function ResourceForm({ children, ...props }: SimpleFormProps) {
  // An edit never sends over another person's change without asking (conflicts/editConflicts.ts).
  const { onSubmit, dialog } = useConflictCheckedSave();
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} onSubmit={onSubmit} {...props}>
      <WarnWhenLeavingUnsaved />
      {children}
      {dialog}
    </SimpleForm>
  );
}

/**
 * Asks before leaving with unsaved changes, but never while a save is under way: the return to the
 * list after a successful save comes before the form hears that the save succeeded, and on a busy
 * machine the question then stopped it (react-admin's own warning blocks until it hears).
 */
function WarnWhenLeavingUnsaved() {
  const { isSubmitting, isDirty, isSubmitSuccessful } = useFormState();
  useWarnWhenUnsavedChanges(!isSubmitting);
  // What a session's end would lose: it asks for a sign-in over the page instead (SignInAgainDialog).
  useUnsavedWorkMark(isDirty && !isSubmitSuccessful);
  return null;
}
