import { Edit } from 'react-admin';
import { useFailureNotification } from '../shared/notifyFailure';
import { CategoryForm } from './CategoryForm';

export default function CategoryEdit() {
  const mutationOptions = useFailureNotification('resources.categories.notifications.update_failed');
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={mutationOptions}>
      <CategoryForm />
    </Edit>
  );
}
