import { Edit } from 'react-admin';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { EditLoadError, STAY_ON_LOAD_ERROR } from '../shared/ui/RecordLoadError';
import { HelpDetailForm, useBackPath } from './HelpDetailForm';

/** `/help-details/:id`: a detail's titles and text; saving goes back to the help it was opened from. */
export default function HelpDetailEdit() {
  const mutationOptions = useFailureNotification('resources.help-details.notifications.update_failed');
  const back = useBackPath(undefined);
  return (
    <Edit
      title="resources.help-details.heading_edit"
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={STAY_ON_LOAD_ERROR}
      error={<EditLoadError />}
      redirect={(_resource, _id, data) => (back !== '/' ? back : `/help/${String(data?.audience ?? 'kk')}`)}
    >
      <HelpDetailForm heading="resources.help-details.heading_edit" />
    </Edit>
  );
}
