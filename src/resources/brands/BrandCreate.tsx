import { Create } from 'react-admin';
import { useFailureNotification } from '../shared/notifyFailure';
import { BrandForm } from './BrandForm';

export default function BrandCreate() {
  const mutationOptions = useFailureNotification('resources.brands.notifications.create_failed');
  return (
    <Create redirect="list" mutationOptions={mutationOptions}>
      <BrandForm />
    </Create>
  );
}
