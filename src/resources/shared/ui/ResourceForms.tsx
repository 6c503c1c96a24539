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

/** A failure says the resource's own text with the server's message, keeping what was typed. */
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

// A record read again keeps what was typed; one object, as react-admin resets whenever `resetOptions` changes.
const KEEP_TYPED_VALUES = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

export function ResourceForm({ children, ...props }: SimpleFormProps) {
  // An edit never sends over another person's change without asking (conflicts/editConflicts.ts).
  const { onSubmit, dialog, busy } = useConflictCheckedSave();
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} onSubmit={onSubmit} {...props}>
      <WarnWhenLeavingUnsaved saving={busy} />
      {children}
      {dialog}
    </SimpleForm>
  );
}

/**
 * Never while a save is under way: the return to the list comes before the form hears it succeeded.
 * `saving` spans the whole submit, from the click to the save's answer. The form's own submitting
 * flag does not: the record read again meanwhile (its first read answering late) resets the form,
 * which clears that flag while the save still runs, and the return to the list after the save then
 * asked to discard the changes it had just saved.
 */
function WarnWhenLeavingUnsaved({ saving }: { saving: boolean }) {
  const { isSubmitting, isDirty, isSubmitSuccessful } = useFormState();
  useWarnWhenUnsavedChanges(!isSubmitting && !saving);
  // What a session's end would lose: it asks for a sign-in over the page instead (SignInAgainDialog).
  useUnsavedWorkMark(isDirty && !isSubmitSuccessful);
  return null;
}
