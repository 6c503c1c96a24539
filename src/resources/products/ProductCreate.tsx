import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';
import { useProductFailure } from './useProductFailure';

/** Create runs product → attribute → cover image; a failure keeps the form and what was typed. */
export default function ProductCreate() {
  return (
    <Create redirect="list" mutationOptions={useProductFailure('resources.products.notifications.add_error')}>
      <ProductForm />
    </Create>
  );
}
