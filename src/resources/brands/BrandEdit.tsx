import { Edit } from 'react-admin';
import { useFailureNotification } from '../shared/notifyFailure';
import { BrandForm } from './BrandForm';

export default function BrandEdit() {
  const mutationOptions = useFailureNotification('resources.brands.notifications.update_failed');
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={mutationOptions}>
      <BrandForm />
    </Edit>
  );
}
