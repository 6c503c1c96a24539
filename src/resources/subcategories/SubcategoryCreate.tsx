import { Create } from 'react-admin';
import { useFailureNotification } from '../shared/notifyFailure';
import { SubcategoryForm } from './SubcategoryForm';

export default function SubcategoryCreate() {
  const mutationOptions = useFailureNotification('resources.subcategories.notifications.create_failed');
  return (
    <Create redirect="list" mutationOptions={mutationOptions}>
      <SubcategoryForm />
    </Create>
  );
}
