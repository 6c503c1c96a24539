import { Create } from 'react-admin';
import { useFailureNotification } from '../shared/notifyFailure';
import { CategoryForm } from './CategoryForm';

export default function CategoryCreate() {
  const mutationOptions = useFailureNotification('resources.categories.notifications.create_failed');
  return (
    <Create redirect="list" mutationOptions={mutationOptions}>
      <CategoryForm />
    </Create>
  );
}
