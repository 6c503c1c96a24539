import { Edit } from 'react-admin';
import { useFailureNotification } from '../shared/notifyFailure';
import { SubcategoryForm } from './SubcategoryForm';

export default function SubcategoryEdit() {
  const mutationOptions = useFailureNotification('resources.subcategories.notifications.update_failed');
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={mutationOptions}>
      <SubcategoryForm />
    </Edit>
  );
}
