import { Create } from 'react-admin';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { HelpDetailForm, useBackPath } from './HelpDetailForm';

/**
 * `/help-details/create?source={"audience":…,"helpSubId":…,"sortOrder":…}`: a new detail of a
 * sub-title, opened from the help tree; saving goes back there.
 */
export default function HelpDetailCreate() {
  const mutationOptions = useFailureNotification('resources.help-details.notifications.create_failed');
  const back = useBackPath(undefined);
  return (
    <Create
      title="resources.help-details.heading_create"
      mutationOptions={mutationOptions}
      redirect={(_resource, _id, data) => (back !== '/' ? back : `/help/${String(data?.audience ?? 'kk')}`)}
    >
      <HelpDetailForm heading="resources.help-details.heading_create" />
    </Create>
  );
}
