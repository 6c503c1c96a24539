import { Edit } from 'react-admin';
import { ProductForm } from './ProductForm';
import { useProductFailure } from './useProductFailure';

/** Shows the current product, attribute and cover image; saving runs the edit sequence. */
export default function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={useProductFailure()}>
      <ProductForm />
    </Edit>
  );
}
